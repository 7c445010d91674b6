import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The votes that count in any score: those of judges who are not banned. The ranking and every
 * recount read votes through this one query.
 */
export function countedVotes(db: Db) {
  return db
    .selectFrom('votes as v')
    .innerJoin('players as judge', 'judge.uid', 'v.judge_uid')
    .where('judge.banned_at', 'is', null);
}

/**
 * Sets the stored count and total of these answers from the votes that count, in one statement
 * per batch: after a judge is banned, unbanned or deleted.
 */
export async function recountVotes(trx: Db, answerIds: readonly string[]): Promise<void> {
  for (let i = 0; i < answerIds.length; i += 500) {
    const ids = answerIds.slice(i, i + 500);
    await trx
      .updateTable('answers')
      .set({
        vote_count: sql<number>`(select count(*) from votes v join players judge on judge.uid = v.judge_uid where v.answer_id = answers.id and judge.banned_at is null)`,
        score_total: sql<number>`(select coalesce(sum(v.score), 0) from votes v join players judge on judge.uid = v.judge_uid where v.answer_id = answers.id and judge.banned_at is null)`,
      })
      .where('id', 'in', ids)
      .execute();
  }
}

/** The answers a judge has voted on: those whose counts change with the judge's standing. */
export async function answersJudgedBy(db: Db, judgeUid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('votes')
    .select('answer_id')
    .where('judge_uid', '=', judgeUid)
    .execute();
  return rows.map((row) => row.answer_id);
}
