import { dayNumber, type Day } from '@words/contract/day';

export interface Streaks {
  current: number;
  best: number;
}

/**
 * Runs of consecutive UTC days with an answer. The current run stays alive until the end of the
 * day after its last answer: a player who played yesterday has not lost it before today ends.
 */
export function streaksOf(days: readonly Day[], today: Day): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let previous: number | undefined;
  for (const n of numbers) {
    run = previous !== undefined && n === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = n;
  }
  const alive = previous !== undefined && previous >= dayNumber(today) - 1;
  return { current: alive ? run : 0, best };
}
