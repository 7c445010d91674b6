import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';

/**
 * Karma's rows (judging-queue.ts holds its rule): how many answers of each period each judge has
 * judged (judge_periods), and the queue rank of an author's answers that follows from it.
 */

/**
 * How many answers of a period this player has judged, read in the transaction that files their
 * answer: what its queue rank starts from.
 */
export async function judgedInPeriod(trx: Db, uid: string, periodStart: string): Promise<number> {
  const row = await trx
    .selectFrom('judge_periods')
    .select('votes')
    .where('judge_uid', '=', uid)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row?.votes ?? 0;
}

/** Adds a vote to its judge's count for the period; the count now. */
export async function addJudgedAnswer(trx: Db, uid: string, periodStart: string): Promise<number> {
  const [row] = (await judgedAnswerAdded(trx, { uid, periodStart })).rows;
  if (!row) throw new Error(`no count of ${uid}'s judging of ${periodStart}`);
  return row.votes;
}

// Compiled once: every vote adds to it.
const judgedAnswerAdded = compiledOnce((db, of: { uid: string; periodStart: string }) =>
  db
    .insertInto('judge_periods')
    .values({ judge_uid: of.uid, period_start: of.periodStart, votes: 1 })
    .onConflict((oc) =>
      oc
        .columns(['judge_uid', 'period_start'])
        .doUpdateSet((eb) => ({ votes: eb('judge_periods.votes', '+', 1) })),
    )
    .returning('votes'),
);

/** Moves an author's answers of a period to `queueRank`. */
export async function rankAuthorAnswers(
  trx: Db,
  authorUid: string,
  periodStart: string,
  queueRank: number,
): Promise<void> {
  await trx
    .updateTable('answers')
    .set({ queue_rank: queueRank })
    .where('player_uid', '=', authorUid)
    // The period's days: a range of the one-answer-per-player-per-day key.
    .where('day', '>=', periodStart)
    .where('period_start', '=', periodStart)
    .execute();
}
