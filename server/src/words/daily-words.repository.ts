import type { Db } from '../db/database';
import type { DailyWordRow } from '../db/schema';

export async function findDailyWord(db: Db, day: string): Promise<DailyWordRow | undefined> {
  return db.selectFrom('daily_words').selectAll().where('day', '=', day).executeTakeFirst();
}

export async function listDailyWords(db: Db): Promise<DailyWordRow[]> {
  return db.selectFrom('daily_words').selectAll().orderBy('day').execute();
}

/** Fixes a day's word unless another server instance fixed it first; the first one wins. */
export async function insertDailyWordIfAbsent(db: Db, row: DailyWordRow): Promise<void> {
  await db
    .insertInto('daily_words')
    .values(row)
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
}

export async function upsertScheduledWord(
  db: Db,
  day: string,
  word: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('daily_words')
    .values({ day, word, source: 'schedule', created_at: now })
    .onConflict((oc) => oc.column('day').doUpdateSet({ word, source: 'schedule', created_at: now }))
    .execute();
}
