import { addDays, dayNumber, type Day } from './day';

/** A ranking period: from `start` (included) to `end` (excluded), both UTC days. */
export interface Period {
  start: Day;
  end: Day;
}

// A Monday: with 7-day periods, every period is an ISO week (Monday 00:00 UTC to the next Monday).
const ANCHOR: Day = '2024-01-01';

/** The period of `periodDays` days that `day` falls in: the server's rankings and the page's weeks. */
export function periodOf(day: Day, periodDays: number): Period {
  const offset = dayNumber(day) - dayNumber(ANCHOR);
  const index = Math.floor(offset / periodDays);
  const start = addDays(ANCHOR, index * periodDays);
  return { start, end: addDays(start, periodDays) };
}
