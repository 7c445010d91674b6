import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Landing } from '@/features/auth/components/landing';
import { InstructionsPage } from '@/features/instructions/components/instructions-page';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { PlayPage } from '@/features/play/components/play-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { RankingsPage } from '@/features/rankings/components/rankings-page';
import { RatePage } from '@/features/rate/components/rate-page';
import { useSignedIn } from '@/lib/session';
import { strings } from '@/lib/strings';
import { Layout } from './layout/layout';
import { dayHref, paths } from './paths';

// Reached only from links on other pages: loaded when first visited.
const DayPage = lazy(() => import('@/features/day/components/day-page'));

/** Signed out, only '/' exists; signed in, '/' is /play. Any other path goes to '/'. */
export function AppRoutes() {
  const signedIn = useSignedIn();
  return (
    <Routes>
      <Route element={<Layout signedIn={signedIn} />}>
        {signedIn ? (
          <>
            <Route index element={<Navigate to={paths.play} replace />} />
            <Route path={paths.play} element={<PlayPage rateHref={paths.rate} />} />
            <Route path={paths.rate} element={<RatePage />} />
            <Route path={paths.instructions} element={<InstructionsPage />} />
            <Route path={paths.rankings} element={<RankingsPage dayHref={dayHref} />} />
            <Route
              path={paths.profile}
              element={<ProfilePage dayHref={dayHref} privacyHref={paths.privacy} />}
            />
            <Route
              path={paths.day}
              element={
                <Suspense fallback={<p className="loading">{strings.loading}</p>}>
                  <DayPage />
                </Suspense>
              }
            />
          </>
        ) : (
          <Route index element={<Landing afterSignIn={paths.play} privacyHref={paths.privacy} />} />
        )}
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
