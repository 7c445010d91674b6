import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewAnswer } from '../db/schema';

/**
 * Files answers in the caller's transaction: for each, true when it was filed, false when its
 * player had already answered that day (the one-per-player-per-day key holds, even within one
 * batch).
 */
export async function insertAnswers(trx: Db, rows: readonly NewAnswer[]): Promise<boolean[]> {
  if (rows.length === 0) return [];
  const filed = await trx
    .insertInto('answers')
    .values([...rows])
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const ids = new Set(filed.map((row) => row.id));
  return rows.map((row) => ids.has(row.id));
}

/** The player's answer of `day` as it was filed, or null before they played. */
export async function filedAnswerOf(
  db: Db,
  playerUid: string,
  day: string,
): Promise<string | null> {
  const { rows } = await answerOfDay(db, { playerUid, day });
  return rows[0]?.answer ?? null;
}

const answerOfDay = compiledOnce((db, of: { playerUid: string; day: string }) =>
  db
    .selectFrom('answers')
    .select('answer')
    .where('player_uid', '=', of.playerUid)
    .where('day', '=', of.day),
);

/** Every answer filed on `day`, by player. */
export async function answersOfDay(db: Db, day: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('answers')
    .select(['player_uid', 'answer'])
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((row) => [row.player_uid, row.answer]));
}
