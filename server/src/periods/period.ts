import { addDays, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { periodOf, type Period } from '@words/contract/period';

export { periodOf, type Period };

/**
 * The day a period's ranking is computed: `limits.judgingGraceDays` after it ends, so the answers
 * of its last day are judged for at least 48 hours.
 */
export function rankedOn(periodStart: Day, periodDays: number): Day {
  return addDays(periodStart, periodDays + limits.judgingGraceDays);
}

/** An answer is open, and can be rated, until the day its period's ranking is computed. */
export function isOpen(periodStart: Day, today: Day, periodDays: number): boolean {
  return today < rankedOn(periodStart, periodDays);
}

/**
 * The periods whose answers can be rated on `today`, oldest first: the one running and, in the
 * days after a period ends, the one that ended (more than one when periods are shorter than the
 * grace days).
 */
export function judgedPeriods(today: Day, periodDays: number): Period[] {
  const judged = [periodOf(today, periodDays)];
  for (;;) {
    const previous = periodOf(addDays(judged[0]?.start ?? today, -1), periodDays);
    if (!isOpen(previous.start, today, periodDays)) return judged;
    judged.unshift(previous);
  }
}
