/**
 * The game's day is a UTC calendar date (YYYY-MM-DD) that rolls over at 00:00 UTC for everybody.
 * Pure functions of an instant, so page and server agree and tests pass fixed dates.
 */
export type Day = string;

const MS_PER_DAY = 86_400_000;

// The last day dayOf gave, from its first millisecond: every call of a day asks for the same one.
let lastDay = { startMs: NaN, day: '' };

export function dayOf(instant: Date): Day {
  const ms = instant.getTime();
  if (ms >= lastDay.startMs && ms - lastDay.startMs < MS_PER_DAY) return lastDay.day;
  const day = instant.toISOString().slice(0, 10);
  lastDay = { startMs: ms - (((ms % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY), day };
  return day;
}

/** Milliseconds from `instant` to the next 00:00 UTC. */
export function msUntilNextDay(instant: Date): number {
  return MS_PER_DAY - (instant.getTime() % MS_PER_DAY);
}

/** Whole days since 1970-01-01 for a YYYY-MM-DD day. */
export function dayNumber(day: Day): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY);
}

export function dayFromNumber(n: number): Day {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  return dayFromNumber(dayNumber(day) + days);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && dayFromNumber(Math.floor(parsed / MS_PER_DAY)) === value;
}
