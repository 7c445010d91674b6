import type { CurrentPeriod } from '@words/contract/api/rankings';
import { dayNumber } from '@words/contract/day';
import { strings } from '@/lib/strings';
import { periodDays } from '@/lib/period-label';

const MINUTE = 60_000;

/**
 * 'La semana cierra en 2 d 5 h; …': the time from `now` to the period's end (00:00 UTC of its
 * `end` day), rounded up to the minute so it never reads 0 while the period runs.
 */
export function closesIn(period: CurrentPeriod, now: Date): string {
  const left = Math.max(
    0,
    Math.ceil((Date.parse(`${period.end}T00:00:00Z`) - now.getTime()) / MINUTE),
  );
  const days = Math.floor(left / (24 * 60));
  const hours = Math.floor((left % (24 * 60)) / 60);
  const text = strings.rankings.timeLeft(days, hours, left % 60);
  return strings.rankings.closesIn(
    periodDays(period),
    text,
    dayNumber(period.rankedOn) - dayNumber(period.end),
  );
}
