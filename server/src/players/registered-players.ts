import type { Db } from '../db/database';
import { readPlayerChanges } from './player-changes.repository';
import type { Player } from './player';
import { findPlayer } from './players.repository';

/** Players one process remembers; past it the one unseen for longest is forgotten. */
const REMEMBERED_PLAYERS = 100_000;

/**
 * How often a process reads the counter of player changes (ban, rename, deletion): a change on
 * any instance reaches every other within this time (decision 0024).
 */
export const PLAYER_CHANGES_CHECK_MS = 2_000;

export interface RegisteredPlayers {
  /** The player, or undefined while the uid has not registered. */
  find(uid: string): Promise<Player | undefined>;
  /** This process changed or deleted the player: read it anew next time. */
  forget(uid: string): void;
  /** Goes up each time players changed on some instance and everyone was forgotten. */
  changes(): number;
}

export interface Freshness {
  checkMs: number;
  /** Milliseconds, real time. */
  now(): number;
}

/**
 * Every player and judge call looks its player up, so the process remembers the players it has
 * read and spares the player's later calls the query. A player's row changes only through
 * moderation or deletion, which bump the `player_changes` counter: read at most every few
 * seconds, a new value makes the process forget everyone. An unregistered uid is not remembered:
 * it may register on another instance at any moment.
 */
export function createRegisteredPlayers(
  db: Db,
  limit = REMEMBERED_PLAYERS,
  freshness: Freshness = { checkMs: PLAYER_CHANGES_CHECK_MS, now: Date.now },
): RegisteredPlayers {
  const remembered = new Map<string, Player>();
  let knownVersion: number | undefined;
  let forgotten = 0;
  let checkedAt = -Infinity;
  let checking: Promise<void> | undefined;

  // One read of the counter at a time, shared by the calls that arrive meanwhile.
  async function checkChanges(): Promise<void> {
    if (freshness.now() - checkedAt < freshness.checkMs) return;
    checking ??= (async () => {
      try {
        const version = await readPlayerChanges(db);
        if (version !== knownVersion) {
          remembered.clear();
          forgotten += 1;
        }
        knownVersion = version;
        checkedAt = freshness.now();
      } finally {
        checking = undefined;
      }
    })();
    await checking;
  }

  return {
    async find(uid) {
      await checkChanges();
      let player = remembered.get(uid);
      if (player) {
        // Seen again: to the back of the line, so the busiest players stay.
        remembered.delete(uid);
      } else {
        player = await findPlayer(db, uid);
        if (!player) return undefined;
        if (remembered.size >= limit) {
          remembered.delete(remembered.keys().next().value as string);
        }
      }
      remembered.set(uid, player);
      return player;
    },
    forget(uid) {
      remembered.delete(uid);
    },
    changes: () => forgotten,
  };
}
