import type { RankingPeriodsResponse } from '@words/contract/api/rankings';
import { useNow } from '@/lib/clock';
import { strings } from '@/lib/strings';
import { closesIn } from '../utils/closes-in';

/** Under the title: how answers are ordered, and how long the current period still runs. */
export function RankingRules({ current, minVotes }: Omit<RankingPeriodsResponse, 'periods'>) {
  const now = useNow(60_000);
  return (
    <div className="rankings__rules">
      <p>{strings.rankings.howOrdered(minVotes)}</p>
      <p>{closesIn(current, now)}</p>
    </div>
  );
}
