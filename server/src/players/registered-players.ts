import type { Db } from '../db/database';
import type { Player } from './player';
import { findPlayer } from './players.repository';

/** Players one process remembers; past it the one unseen for longest is forgotten. */
const REMEMBERED_PLAYERS = 100_000;

export interface RegisteredPlayers {
  /** The player, or undefined while the uid has not registered. */
  find(uid: string): Promise<Player | undefined>;
}

/**
 * Every player and judge call looks its player up. A player never changes once registered
 * (nothing updates or deletes the row), so the process remembers the players it has read and
 * spares the player's later calls the query. An unregistered uid is not remembered: it may
 * register on another instance at any moment.
 */
export function createRegisteredPlayers(db: Db, limit = REMEMBERED_PLAYERS): RegisteredPlayers {
  const remembered = new Map<string, Player>();
  return {
    async find(uid) {
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
  };
}
