import { sql } from 'kysely';
import type { Db } from '../db/database';
import { lockAnswers, locksRows } from '../db/row-locks';
import { JUDGE_COUNTS, PROGRESS } from './conditions.repository';

/** The votes that count on the row of `answers` at hand, in a subquery: its count and its total. */
const counted = sql`from votes v join players judge on judge.uid = v.judge_uid where v.answer_id = answers.id and ${JUDGE_COUNTS}`;
const countedVoteCount = sql<number>`(select count(*) ${counted})`;
const countedScoreTotal = sql<number>`(select coalesce(sum(v.score), 0) ${counted})`;

/**
 * Sets the stored count and total of these answers from the votes that count, in one statement
 * per batch: after a judge is banned, unbanned, deleted or established. The answers are locked
 * first, in a statement of their own: a vote in flight on one commits before the recount reads
 * its votes (and is counted), or adds itself to the recounted figures after; a recount reading
 * the votes in the statement that waited would not see it, and would write its count away.
 */
export async function recountVotes(trx: Db, answerIds: readonly string[]): Promise<void> {
  if (locksRows(trx)) await lockAnswers(trx, answerIds, 'noKeyUpdate');
  for (let i = 0; i < answerIds.length; i += 500) {
    const ids = answerIds.slice(i, i + 500);
    await trx
      .updateTable('answers')
      .set({ vote_count: countedVoteCount, score_total: countedScoreTotal })
      .where('id', 'in', ids)
      .execute();
  }
}

/**
 * The answers of periods not yet ranked whose stored count or total is not what their votes that
 * count add up to: none, in a sound database (a restore refuses a file with any). A ranked period's
 * counts are final and stay as they were ranked (decision 0040), so they are not recounted.
 */
export async function miscountedAnswers(db: Db) {
  const rows = await db
    .selectFrom('answers')
    .select([
      'id',
      'vote_count',
      'score_total',
      countedVoteCount.as('counted_votes'),
      countedScoreTotal.as('counted_total'),
    ])
    .where('period_start', 'not in', (eb) => eb.selectFrom('closed_periods').select('period_start'))
    .where(sql<boolean>`(vote_count <> ${countedVoteCount} or score_total <> ${countedScoreTotal})`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    counted_votes: Number(row.counted_votes),
    counted_total: Number(row.counted_total),
  }));
}

/**
 * The answers of periods not yet ranked that a judge has voted on: those whose counts change with
 * the judge's standing (established, banned, deleted). A ranked period never changes (decision 0040).
 */
export async function answersJudgedBy(db: Db, judgeUid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('votes as v')
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .select('v.answer_id')
    .where('v.judge_uid', '=', judgeUid)
    .where('a.period_start', 'not in', (eb) =>
      eb.selectFrom('closed_periods').select('period_start'),
    )
    .execute();
  return rows.map((row) => row.answer_id);
}

/** Those of these players, not banned, whose votes do not count yet, with their progress. */
export async function notYetEstablished(trx: Db, uids: readonly string[]) {
  const rows = await trx
    .selectFrom('players as p')
    .select(['p.uid', ...PROGRESS])
    .where('p.uid', 'in', [...new Set(uids)])
    .where('p.established_at', 'is', null)
    .where('p.banned_at', 'is', null)
    .orderBy('p.uid')
    .execute();
  return rows.map((row) => ({ uid: row.uid, days: Number(row.days), votes: Number(row.votes) }));
}

/** Marks these players established at `now`; gives those it marked (not established meanwhile). */
export async function markEstablished(
  trx: Db,
  uids: readonly string[],
  now: string,
): Promise<string[]> {
  const rows = await trx
    .updateTable('players')
    .set({ established_at: now })
    .where('uid', 'in', uids)
    .where('established_at', 'is', null)
    .returning('uid')
    .execute();
  return rows.map((row) => row.uid);
}
