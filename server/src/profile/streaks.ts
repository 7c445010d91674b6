import { dayFromNumber, dayNumber, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';

export interface Streaks {
  current: number;
  best: number;
  /** Comodines held now. */
  comodines: number;
  /** The missed days a comodín saved, oldest first. */
  savedDays: Day[];
}

/**
 * Runs of consecutive UTC days with an answer, with comodines (PRODUCT.md, 'At your hour'): every
 * `comodinEveryDays` days played in a row earn one, a player holds at most `comodinesMax`, and a
 * missed day spends one on its own so the run goes on (the saved day itself adds nothing to it).
 * The current run stays alive until the end of the day after its last answer: today is never a
 * missed day before it ends.
 *
 * The one home of the streak rule: the figures, the peñas and the reminders all ask it.
 */
export function streaksOf(days: readonly Day[], today: Day): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let playedInARow = 0;
  let comodines = 0;
  const savedDays: Day[] = [];
  let previous: number | undefined;

  /** Missed days from `from` to `to` inclusive: each spends a comodín, or the run ends. */
  const miss = (from: number, to: number) => {
    for (let missed = from; missed <= to && run > 0; missed++) {
      playedInARow = 0;
      if (comodines > 0) {
        comodines--;
        savedDays.push(dayFromNumber(missed));
      } else {
        run = 0;
      }
    }
    if (run === 0) {
      playedInARow = 0;
      comodines = 0;
    }
  };

  for (const n of numbers) {
    if (previous !== undefined) miss(previous + 1, n - 1);
    run++;
    playedInARow++;
    if (playedInARow % limits.comodinEveryDays === 0) {
      comodines = Math.min(limits.comodinesMax, comodines + 1);
    }
    best = Math.max(best, run);
    previous = n;
  }
  if (previous !== undefined) miss(previous + 1, dayNumber(today) - 1);
  return { current: run, best, comodines: run > 0 ? comodines : 0, savedDays };
}
