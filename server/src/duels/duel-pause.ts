import { instantOf, localDateAt } from '../reminders/local-time';

/**
 * When a round's wait on a late player ends (decision 0072): at the end of the day after the one
 * the wait began on, both days of the player's own time zone. So a round waits at least a whole
 * day of theirs (24 to 48 hours), whatever hour of it the other answered.
 */
export function waitEndsAt(since: Date, timezone: string): Date {
  const began = localDateAt(since, timezone, 0);
  const ends = new Date(Date.UTC(began.year, began.month - 1, began.day + 2));
  return instantOf(
    { year: ends.getUTCFullYear(), month: ends.getUTCMonth() + 1, day: ends.getUTCDate(), hour: 0 },
    timezone,
  );
}

/** The times of the round being played, for `isPaused`. */
export interface RoundWait {
  /** When the round opened: the duel's making for the first, the previous round's reveal after. */
  opened: string;
  /** When each seat gave its word of this round; null for a seat that still owes it. */
  given: [string | null, string | null];
  /** Each seat's time zone, the reminders' one where the player set it. */
  zones: [string, string];
}

/**
 * Whether a duel is paused ('En pausa'): a seat that owes the round its word was waited for past
 * the end of its wait, counted from the round's opening or from the other's word, whichever came
 * later. It goes on, with its next round, as soon as the late player answers.
 */
export function isPaused(wait: RoundWait, now: Date): boolean {
  return ([0, 1] as const).some((seat) => {
    if (wait.given[seat] !== null) return false;
    const other = wait.given[seat === 0 ? 1 : 0];
    const since = other !== null && other > wait.opened ? other : wait.opened;
    return now.getTime() >= waitEndsAt(new Date(since), wait.zones[seat]).getTime();
  });
}
