import { isRegion, type RegionCode } from '@words/contract/regions';
import { AppError } from '../app-error';
import { moveToRegion } from '../crowd/counters';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockPlayers } from '../db/row-locks';
import { regionOf, storeRegion } from './region.repository';

/**
 * '¿De dónde es tu español?' (decision 0071): stored only when the player chooses, changed or
 * removed whenever they like. Nothing is ever inferred: the page's suggestion from the time zone
 * stays on the page until the player saves it.
 */
export interface PlayerRegion {
  /** The region the player chose, or null. */
  of(uid: string): Promise<RegionCode | null>;
  /**
   * Stores `region` (a code of contract/src/regions.ts, or null to remove it) and counts the
   * player's answers in it from then on, those of past days too; INVALID_REGION for any other.
   */
  choose(uid: string, region: string | null): Promise<RegionCode | null>;
}

export function createPlayerRegion(deps: { db: Db }): PlayerRegion {
  const { db } = deps;
  return {
    async of(uid) {
      const region = await regionOf(db, uid);
      return region !== null && isRegion(region) ? region : null;
    },

    async choose(uid, region) {
      if (region !== null && !isRegion(region)) throw new AppError('INVALID_REGION');
      await retriedTransaction(db, async (trx) => {
        // The player's row first (db/row-locks.ts): an answer being filed, which locks it too,
        // is counted in the region it read, and moved here; or it waits and reads the new one.
        const player = (await lockPlayers(trx, [uid], 'update', ['region'])).get(uid);
        if (!player) throw new AppError('NOT_REGISTERED');
        if (player.region === region) return;
        await moveToRegion(trx, uid, player.region, region);
        await storeRegion(trx, uid, region);
      });
      return region;
    },
  };
}
