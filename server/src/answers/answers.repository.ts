import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewAnswer } from '../db/schema';

/**
 * Files an answer in the caller's transaction: false when its player had already answered that
 * day (the one-per-player-per-day key).
 */
export async function insertAnswer(trx: Db, row: NewAnswer): Promise<boolean> {
  const filed = await trx
    .insertInto('answers')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return filed !== undefined;
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
