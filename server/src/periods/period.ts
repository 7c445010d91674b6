import { addDays, dayNumber, type Day } from '@words/contract/day';

/** A ranking period: from `start` (included) to `end` (excluded), both UTC days. */
export interface Period {
  start: Day;
  end: Day;
}

// A Monday: with 7-day periods, every period is an ISO week (Monday 00:00 UTC to the next Monday).
const ANCHOR: Day = '2024-01-01';

export function periodOf(day: Day, periodDays: number): Period {
  const offset = dayNumber(day) - dayNumber(ANCHOR);
  const index = Math.floor(offset / periodDays);
  const start = addDays(ANCHOR, index * periodDays);
  return { start, end: addDays(start, periodDays) };
}

/** An answer is open, and can be rated, until the day its period ends. */
export function isOpen(periodStart: Day, today: Day, periodDays: number): boolean {
  return today < addDays(periodStart, periodDays);
}
