import type { Db } from '../db/database';

/** Where the player's Spanish is from, as they chose it; null when they did not. */
export async function regionOf(db: Db, uid: string): Promise<string | null> {
  const row = await db
    .selectFrom('players')
    .select('region')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.region ?? null;
}

/** Stores the player's choice (null removes it), in the transaction that locked the player. */
export async function storeRegion(trx: Db, uid: string, region: string | null): Promise<void> {
  await trx.updateTable('players').set({ region }).where('uid', '=', uid).execute();
}
