import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AnswerRow, NewVote } from '../db/schema';

/**
 * The answers of a period that `judgeUid` may judge (not their own, not judged by them yet),
 * fewest votes first, from `fromPickKey` on. Walks the answers_to_judge index and stops at the
 * first match, so it reads no more than the judge's own and already judged answers on the way.
 */
export async function firstAnswerToJudge(
  db: Db,
  periodStart: string,
  judgeUid: string,
  tier?: { voteCount: number; fromPickKey: number },
): Promise<AnswerRow | undefined> {
  let query = db
    .selectFrom('answers as a')
    .selectAll('a')
    .where('a.period_start', '=', periodStart)
    .where('a.player_uid', '<>', judgeUid)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('votes as v')
            .select(sql.lit(1).as('one'))
            .whereRef('v.answer_id', '=', 'a.id')
            .where('v.judge_uid', '=', judgeUid),
        ),
      ),
    );
  if (tier) {
    query = query
      .where('a.vote_count', '=', tier.voteCount)
      .where('a.pick_key', '>=', tier.fromPickKey);
  }
  return query
    .orderBy('a.period_start')
    .orderBy('a.vote_count')
    .orderBy('a.pick_key')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVoteAndCount(db: Db, vote: NewVote): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('votes').values(vote).execute();
    await trx
      .updateTable('answers')
      .set((eb) => ({
        vote_count: eb('vote_count', '+', 1),
        score_total: eb('score_total', '+', vote.score),
      }))
      .where('id', '=', vote.answer_id)
      .execute();
  });
}
