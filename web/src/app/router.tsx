import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Landing } from '@/features/auth/components/landing';
import { SignIn } from '@/features/auth/components/sign-in';
import { InstructionsPage } from '@/features/instructions/components/instructions-page';
import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { PlayPage } from '@/features/play/components/play-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { RankingsPage } from '@/features/rankings/components/rankings-page';
import { JudgingPage } from '@/features/judging/components/judging-page';
import { useSignedIn } from '@/lib/session';
import { strings } from '@/lib/strings';
import { Layout } from './layout/layout';
import { AgainstCrowd } from '@/features/duels/components/against-crowd';
import { ChallengeFriend } from '@/features/duels/components/challenge-friend';
import { ChallengeMember } from '@/features/duels/components/challenge-member';
import { PairStreaks } from '@/features/duels/components/pair-streaks';
import {
  dayHref,
  duelHref,
  duelInviteHref,
  groupHref,
  groupRateHref,
  joinHref,
  paths,
} from './paths';

// Reached only from links on other pages, or not on the first load: loaded when first visited.
const DayPage = lazy(() => import('@/features/day/components/day-page'));
const GroupsPage = lazy(() => import('@/features/groups/components/groups-page'));
const GroupPage = lazy(() => import('@/features/groups/components/group-page'));
const JoinPage = lazy(() => import('@/features/groups/components/join-page'));
const DuelPage = lazy(() => import('@/features/duels/components/duel-page'));
const DuelInvitePage = lazy(() => import('@/features/duels/components/duel-invite-page'));

/** A page loaded on its first visit: 'Cargando...' until it comes. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="loading">{strings.loading}</p>}>{children}</Suspense>;
}

/** An invitation opened signed out: 'Jugar con Google' comes back to it, to join. */
const signInToJoin = (code: string) => <SignIn afterSignIn={joinHref(code)} />;
const signInToDuel = (code: string) => <SignIn afterSignIn={duelInviteHref(code)} />;

/**
 * Signed out, only '/' and an invitation (/unirse/CODE) exist; signed in, '/' is /play. Any other
 * path goes to '/'.
 */
export function AppRoutes() {
  const signedIn = useSignedIn();
  return (
    <Routes>
      <Route element={<Layout signedIn={signedIn} />}>
        {signedIn ? (
          <>
            <Route index element={<Navigate to={paths.play} replace />} />
            <Route
              path={paths.play}
              element={
                <PlayPage
                  rateHref={paths.rate}
                  profileHref={paths.profile}
                  afterPlaying={
                    <>
                      <ChallengeFriend duelHref={duelHref} inviteHref={duelInviteHref} />
                      <AgainstCrowd duelHref={duelHref} />
                    </>
                  }
                />
              }
            />
            <Route path={paths.rate} element={<JudgingPage />} />
            <Route path={paths.instructions} element={<InstructionsPage />} />
            <Route path={paths.rankings} element={<RankingsPage dayHref={dayHref} />} />
            <Route
              path={paths.profile}
              element={
                <ProfilePage
                  dayHref={dayHref}
                  privacyHref={paths.privacy}
                  pairStreaks={<PairStreaks />}
                />
              }
            />
            <Route
              path={paths.day}
              element={
                <Later>
                  <DayPage profileHref={paths.profile} />
                </Later>
              }
            />
            <Route
              path={paths.groups}
              element={
                <Later>
                  <GroupsPage groupHref={groupHref} />
                </Later>
              }
            />
            <Route
              path={paths.duel}
              element={
                <Later>
                  <DuelPage playHref={paths.play} />
                </Later>
              }
            />
            <Route
              path={paths.group}
              element={
                <Later>
                  <GroupPage
                    playHref={paths.play}
                    groupsHref={paths.groups}
                    joinHref={joinHref}
                    rateHref={groupRateHref}
                    memberAction={(groupId, member) => (
                      <ChallengeMember
                        groupId={groupId}
                        memberId={member.id}
                        alias={member.alias}
                        duelHref={duelHref}
                      />
                    )}
                  />
                </Later>
              }
            />
            <Route path={paths.groupRate} element={<JudgingPage inPena />} />
          </>
        ) : (
          <Route index element={<Landing afterSignIn={paths.play} privacyHref={paths.privacy} />} />
        )}
        <Route
          path={paths.join}
          element={
            <Later>
              <JoinPage
                groupHref={groupHref}
                groupsHref={paths.groups}
                signIn={signedIn ? null : signInToJoin}
              />
            </Later>
          }
        />
        <Route
          path={paths.duelInvite}
          element={
            <Later>
              <DuelInvitePage duelHref={duelHref} signIn={signedIn ? null : signInToDuel} />
            </Later>
          }
        />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
