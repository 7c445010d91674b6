import type { Db } from '../db/database';
import { inKeyOrder } from '../db/key-order';

/**
 * Karma's rows (judging-queue.ts holds its rule): how many answers of each period each judge has
 * judged (judge_periods), and the queue rank of an author's answers that follows from it.
 */

/** A judge's answers judged in a period, keyed `uid period_start`. */
export interface JudgedInPeriod {
  judge_uid: string;
  period_start: string;
  votes: number;
}

/**
 * How many answers of a period each of these authors has judged, read in the transaction that
 * files their answers: what their queue rank starts from. Keyed `uid period_start`.
 */
export async function judgedInPeriods(
  trx: Db,
  authors: readonly { player_uid: string; period_start: string }[],
): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('judge_periods')
    .select(['judge_uid', 'period_start', 'votes'])
    .where('judge_uid', 'in', [...new Set(authors.map((a) => a.player_uid))])
    .where('period_start', 'in', [...new Set(authors.map((a) => a.period_start))])
    .execute();
  return new Map(rows.map((row) => [`${row.judge_uid} ${row.period_start}`, row.votes]));
}

/** Adds these votes to their judges' counts per period (keyed `uid period_start`); the counts now. */
export async function addJudgedAnswers(
  trx: Db,
  added: Map<string, JudgedInPeriod>,
): Promise<JudgedInPeriod[]> {
  return trx
    .insertInto('judge_periods')
    .values(inKeyOrder(added))
    .onConflict((oc) =>
      oc
        .columns(['judge_uid', 'period_start'])
        .doUpdateSet((eb) => ({ votes: eb('judge_periods.votes', '+', eb.ref('excluded.votes')) })),
    )
    .returning(['judge_uid', 'period_start', 'votes'])
    .execute();
}

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
