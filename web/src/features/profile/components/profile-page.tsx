import type { ReactNode } from 'react';
import { dayOf } from '@words/contract/day';
import { NoticeMessage } from '@/components/notice';
import { useNow } from '@/lib/clock';
import { strings } from '@/lib/strings';
import { usePlayerStats } from '@/lib/player-stats';
import { useProfile } from '../api/get-profile';
import { AccountData } from './account-data';
import { PlayedWeeksList } from './played-weeks-list';
import { JudgeFigures } from './judge-figures';
import { PlayerFigures } from './player-figures';
import { RegionSetting } from './region-setting';
import { ReminderSettings } from './reminder-settings';
import '../profile.css';

/** /profile: the words this player has played, with their answers and scores. */
export function ProfilePage({
  dayHref,
  privacyHref,
  pairStreaks,
}: {
  dayHref: (date: string) => string;
  privacyHref: string;
  /** 'Racha en pareja', beside the player's own streak. */
  pairStreaks?: ReactNode;
}) {
  const profile = useProfile();
  const stats = usePlayerStats();
  const today = dayOf(useNow(60_000));
  return (
    <section className="page profile" aria-labelledby="profile-title">
      <h1 id="profile-title" className="page__title">
        {strings.profile.title}
      </h1>
      {stats.status === 'ready' && (
        <>
          <PlayerFigures figures={stats.data.player} />
          {pairStreaks}
          <JudgeFigures figures={stats.data.judge} />
        </>
      )}
      {profile.status === 'loading' && <p className="loading">{strings.loading}</p>}
      {profile.status === 'failed' && (
        <NoticeMessage notice={{ tone: 'error', text: profile.message }} />
      )}
      {profile.status === 'ready' && (
        <PlayedWeeksList playedWords={profile.data.playedWords} dayHref={dayHref} today={today} />
      )}
      {stats.status === 'ready' && <ReminderSettings />}
      {stats.status === 'ready' && <RegionSetting />}
      {/* Not behind the load: a banned player cannot see their cards but keeps their data rights. */}
      {profile.status !== 'loading' && <AccountData privacyHref={privacyHref} />}
    </section>
  );
}
