import type { Day } from '@words/contract/day';
import type { Db } from '../db/database';
import type { DuelNudgesTable } from '../db/schema';

/** A seat's «Te toca» of the day; false when it sent one that day already (the primary key). */
export async function insertNudge(trx: Db, nudge: DuelNudgesTable): Promise<boolean> {
  const inserted = await trx
    .insertInto('duel_nudges')
    .values(nudge)
    .onConflict((conflict) => conflict.columns(['duel_id', 'seat', 'day']).doNothing())
    .returning('seat')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The «Te toca» sent in these duels on `day`: which seat sent each. */
export async function nudgesOn(
  db: Db,
  duelIds: readonly string[],
  day: Day,
): Promise<Pick<DuelNudgesTable, 'duel_id' | 'seat'>[]> {
  if (duelIds.length === 0) return [];
  return db
    .selectFrom('duel_nudges')
    .select(['duel_id', 'seat'])
    .where('duel_id', 'in', [...new Set(duelIds)])
    .where('day', '=', day)
    .execute();
}

/** Every «Te toca» of these duels, for the data download. */
export async function nudgesOf(
  db: Db,
  duelIds: readonly string[],
): Promise<Pick<DuelNudgesTable, 'duel_id' | 'seat' | 'day'>[]> {
  if (duelIds.length === 0) return [];
  return db
    .selectFrom('duel_nudges')
    .select(['duel_id', 'seat', 'day'])
    .where('duel_id', 'in', [...new Set(duelIds)])
    .orderBy('day')
    .execute();
}
