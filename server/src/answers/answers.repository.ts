import type { Db } from '../db/database';
import type { NewAnswer } from '../db/schema';
import { groupCommitPerDatabase } from '../db/group-commit';

/**
 * Files answers, many per commit: true when the answer was filed, false when its player had
 * already answered that day (the one-per-player-per-day key holds, even within one batch).
 */
export const fileAnswer = groupCommitPerDatabase<NewAnswer, boolean>(async (trx, answers) => {
  const filed = await trx
    .insertInto('answers')
    .values(answers)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const ids = new Set(filed.map((row) => row.id));
  return answers.map((answer) => ids.has(answer.id));
});

export async function hasAnswered(db: Db, playerUid: string, day: string): Promise<boolean> {
  return (await filedAnswerOf(db, playerUid, day)) !== null;
}

/** The player's answer of `day` as it was filed, or null before they played. */
export async function filedAnswerOf(
  db: Db,
  playerUid: string,
  day: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('answers')
    .select('answer')
    .where('player_uid', '=', playerUid)
    .where('day', '=', day)
    .executeTakeFirst();
  return row?.answer ?? null;
}
