import type { Db } from '../db/database';
import { readPlayerChanges } from './player-changes.repository';

/**
 * How often a process reads the counter of player changes (ban, rename, deletion): a change on
 * any instance reaches what every other remembers within this time (decision 0024).
 */
export const PLAYER_CHANGES_CHECK_MS = 2_000;

/** The counter of player changes as last read: read anew when the last read is older than `checkMs`. */
export type PlayerChanges = () => Promise<number>;

export interface Freshness {
  checkMs: number;
  /** Milliseconds, real time. */
  now(): number;
}

export function watchPlayerChanges(
  db: Db,
  freshness: Freshness = { checkMs: PLAYER_CHANGES_CHECK_MS, now: Date.now },
): PlayerChanges {
  let known = 0;
  let readAt = -Infinity;
  let reading: Promise<number> | undefined;

  return () => {
    if (freshness.now() - readAt < freshness.checkMs) return Promise.resolve(known);
    // One read at a time, shared by the calls that arrive meanwhile.
    reading ??= readPlayerChanges(db)
      .then((version) => {
        known = version;
        readAt = freshness.now();
        return version;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
