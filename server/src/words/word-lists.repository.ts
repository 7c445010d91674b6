import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface AllowedWord {
  word: string;
  like: string | null;
}

export async function listAllowedWords(db: Db): Promise<AllowedWord[]> {
  const rows = await db
    .selectFrom('allowed_words')
    .select(['word', 'like_word'])
    .orderBy('word')
    .execute();
  return rows.map(({ word, like_word }) => ({ word, like: like_word }));
}

export async function listBlockedWords(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('blocked_words').select('word').orderBy('word').execute();
  return rows.map(({ word }) => word);
}

/** Adds or replaces an allowed word. */
export async function upsertAllowedWord(db: Db, allowed: AllowedWord, now: string): Promise<void> {
  await db
    .insertInto('allowed_words')
    .values({ word: allowed.word, like_word: allowed.like, created_at: now })
    .onConflict((oc) => oc.column('word').doUpdateSet({ like_word: allowed.like, created_at: now }))
    .execute();
}

export async function insertBlockedWord(db: Db, word: string, now: string): Promise<void> {
  await db
    .insertInto('blocked_words')
    .values({ word, created_at: now })
    .onConflict((oc) => oc.column('word').doNothing())
    .execute();
}

/** Whether a row was there to delete. */
export async function deleteAllowedWord(db: Db, word: string): Promise<boolean> {
  const result = await db.deleteFrom('allowed_words').where('word', '=', word).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Whether a row was there to delete. */
export async function deleteBlockedWord(db: Db, word: string): Promise<boolean> {
  const result = await db.deleteFrom('blocked_words').where('word', '=', word).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface RefusedTry {
  day: string;
  word: string;
}

/** Counts a refused try: one more for its word and day. */
export async function countRefusedTry(db: Db, refused: RefusedTry): Promise<void> {
  await db
    .insertInto('refused_words')
    .values({ ...refused, tries: 1 })
    .onConflict((oc) =>
      oc.columns(['day', 'word']).doUpdateSet({
        tries: sql<number>`refused_words.tries + 1`,
      }),
    )
    .execute();
}

export interface RefusedWord {
  word: string;
  /** Tries over the days asked for. */
  tries: number;
  /** On how many of those days it was tried. */
  days: number;
}

/** The refused words tried on or after `fromDay`, most tried first. */
export async function listRefusedWords(db: Db, fromDay: string): Promise<RefusedWord[]> {
  const rows = await db
    .selectFrom('refused_words')
    .select((eb) => [
      'word',
      eb.fn.sum<number | string>('tries').as('tries'),
      eb.fn.countAll<number | string>().as('days'),
    ])
    .where('day', '>=', fromDay)
    .groupBy('word')
    .orderBy('tries', 'desc')
    .orderBy('word')
    .execute();
  return rows.map(({ word, tries, days }) => ({
    word,
    tries: Number(tries),
    days: Number(days),
  }));
}
