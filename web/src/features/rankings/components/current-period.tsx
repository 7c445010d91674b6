import type { CurrentPeriod as Period } from '@words/contract/api/rankings';
import { useNow } from '@/lib/clock';
import { strings } from '@/lib/strings';
import { closesIn } from '../utils/closes-in';
import { periodDays } from '@/lib/period-label';

/**
 * The period running now, in a section of its own: how long it still runs and when its ranking
 * comes. Kept apart from the closed period shown below, so the sentence is not read as that one's.
 */
export function CurrentPeriod({ current }: { current: Period }) {
  const now = useNow(60_000);
  return (
    <section className="period-box period-box--now" aria-labelledby="rankings-current-title">
      <h2 id="rankings-current-title" className="period-box__title">
        {strings.rankings.currentTitle(periodDays(current))}
      </h2>
      <p>{closesIn(current, now)}</p>
    </section>
  );
}
