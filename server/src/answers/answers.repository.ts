import type { Db } from '../db/database';
import type { AnswerRow, NewAnswer } from '../db/schema';

export async function insertAnswer(db: Db, answer: NewAnswer): Promise<void> {
  await db.insertInto('answers').values(answer).execute();
}

export async function hasAnswered(db: Db, playerUid: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('answers')
    .select('id')
    .where('player_uid', '=', playerUid)
    .where('day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findAnswer(db: Db, id: string): Promise<AnswerRow | undefined> {
  return db.selectFrom('answers').selectAll().where('id', '=', id).executeTakeFirst();
}
