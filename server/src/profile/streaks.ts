import { dayFromNumber, dayNumber, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';

export interface Streaks {
  current: number;
  best: number;
  /** Comodines held now. */
  comodines: number;
  /** The missed days a comodín saved, oldest first. */
  savedDays: Day[];
  /** Those of them the current run went on over. */
  savedInRun: Day[];
}

/**
 * What keeps a run going over a missed day, the comodín's rule: every `every` days played in a row
 * earn one, a run holds at most `most`, and a missed day spends one on its own so the run goes on
 * (the saved day itself adds nothing to it) — where `spends` says that day may be saved.
 */
export interface Saves {
  every: number;
  most: number;
  /** Whether a missed day may be saved; every day when absent. */
  spends?: (missed: Day) => boolean;
}

/** The player's comodines (PRODUCT.md, 'At your hour'). */
const comodinSaves: Saves = { every: limits.comodinEveryDays, most: limits.comodinesMax };

/**
 * Runs of consecutive UTC days with an answer, with comodines (PRODUCT.md, 'At your hour'): every
 * `comodinEveryDays` days played in a row earn one, a player holds at most `comodinesMax`, and a
 * missed day spends one on its own so the run goes on (the saved day itself adds nothing to it).
 * The current run stays alive until the end of the day after its last answer: today is never a
 * missed day before it ends.
 *
 * The one home of the streak rule: the figures, the peñas, the reminders and the pairs' streaks
 * (duel-rules.ts, with their own `Saves`) all ask it.
 */
export function streaksOf(days: readonly Day[], today: Day, saves = comodinSaves): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  let playedInARow = 0;
  let comodines = 0;
  const savedDays: Day[] = [];
  /** How many of `savedDays` were saved before the current run began. */
  let savedBeforeRun = 0;
  let previous: number | undefined;

  /** Missed days from `from` to `to` inclusive: each spends a comodín, or the run ends. */
  const miss = (from: number, to: number) => {
    for (let missed = from; missed <= to && run > 0; missed++) {
      playedInARow = 0;
      if (comodines > 0 && (saves.spends?.(dayFromNumber(missed)) ?? true)) {
        comodines--;
        savedDays.push(dayFromNumber(missed));
      } else {
        run = 0;
      }
    }
    if (run === 0) {
      playedInARow = 0;
      comodines = 0;
      savedBeforeRun = savedDays.length;
    }
  };

  for (const n of numbers) {
    if (previous !== undefined) miss(previous + 1, n - 1);
    run++;
    playedInARow++;
    if (playedInARow % saves.every === 0) {
      comodines = Math.min(saves.most, comodines + 1);
    }
    best = Math.max(best, run);
    previous = n;
  }
  if (previous !== undefined) miss(previous + 1, dayNumber(today) - 1);
  return {
    current: run,
    best,
    comodines: run > 0 ? comodines : 0,
    savedDays,
    savedInRun: savedDays.slice(savedBeforeRun),
  };
}
