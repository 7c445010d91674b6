import { Navigate, Route, Routes } from 'react-router';
import { Landing } from '@/features/auth/components/landing';
import { InstructionsPage } from '@/features/instructions/components/instructions-page';
import { PlayPage } from '@/features/play/components/play-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { RankingsPage } from '@/features/rankings/components/rankings-page';
import { RatePage } from '@/features/rate/components/rate-page';
import { useSignedIn } from '@/lib/session';
import { Layout } from './layout/layout';
import { paths } from './paths';

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
            <Route path={paths.rankings} element={<RankingsPage />} />
            <Route path={paths.profile} element={<ProfilePage />} />
          </>
        ) : (
          <Route index element={<Landing afterSignIn={paths.play} />} />
        )}
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
