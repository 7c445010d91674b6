import { sql } from 'kysely';
import type { Db } from '../db/database';
import { onPostgres } from '../db/dialect';
import type { HiddenReason, ReportsTable } from '../db/schema';
import { hiddenReason, isShown, JUDGE_COUNTS } from '../trust/conditions.repository';

/**
 * The answer a judge reports, locked until the transaction ends on PostgreSQL: simultaneous
 * reports of one answer count one after the other, so the one that reaches the threshold sees all
 * the others (SQLite runs one writer at a time anyway).
 */
export async function lockAnswerToReport(trx: Db, answerId: string) {
  return trx
    .selectFrom('answers as a')
    .select(['a.id', 'a.day', 'a.period_start', 'a.answer', hiddenReason('a.id')])
    .where('a.id', '=', answerId)
    .$if(onPostgres(trx), (query) => query.forUpdate('a'))
    .executeTakeFirst();
}

/**
 * The shown answers of `day` with the text `answer`, but `judgeUid`'s own, as a report from the
 * public lists reaches them (decision 0043): locked in id order until the transaction ends on
 * PostgreSQL, as lockAnswerToReport locks one.
 */
export async function lockAnswersWithText(
  trx: Db,
  day: string,
  answer: string,
  judgeUid: string,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('answers as a')
    .select('a.id')
    .where('a.day', '=', day)
    .where('a.answer', '=', answer)
    .where('a.player_uid', '!=', judgeUid)
    .where(isShown('a.id'))
    .orderBy('a.id')
    .$if(onPostgres(trx), (query) => query.forUpdate('a'))
    .execute();
  return rows.map((row) => row.id);
}

/** How many of the reports were filed: those this judge had not already made. */
export async function insertReports(trx: Db, reports: readonly ReportsTable[]): Promise<number> {
  if (reports.length === 0) return 0;
  const result = await trx
    .insertInto('reports')
    .values([...reports])
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * Whether a report, `r`, of a player `judge`, counts towards hiding its answer: not rejected
 * (restoring an answer clears its reports), of a judge whose votes count and who has had fewer
 * than `maxRejected` reports rejected.
 */
export const reportHides = (maxRejected: number) =>
  sql<boolean>`(${JUDGE_COUNTS} and judge.rejected_reports < ${maxRejected})`;

/** The answers among `answerIds` with at least `reportsToHide` reports that count towards hiding. */
export async function answersReportedToHide(
  trx: Db,
  answerIds: readonly string[],
  maxRejected: number,
  reportsToHide: number,
): Promise<string[]> {
  const hidden: string[] = [];
  for (let i = 0; i < answerIds.length; i += 500) {
    const rows = await trx
      .selectFrom('reports as r')
      .innerJoin('players as judge', 'judge.uid', 'r.judge_uid')
      .select('r.answer_id')
      .where('r.answer_id', 'in', answerIds.slice(i, i + 500))
      .where(reportHides(maxRejected))
      .groupBy('r.answer_id')
      .having(sql<number>`count(*)`, '>=', reportsToHide)
      .orderBy('r.answer_id')
      .execute();
    hidden.push(...rows.map((row) => row.answer_id));
  }
  return hidden;
}

/**
 * An operator restored a reported answer: its reports are rejected, counted against each judge
 * who made them, and cleared, so it takes fresh reports to hide it again.
 */
export async function rejectReports(trx: Db, answerId: string): Promise<void> {
  await trx
    .updateTable('players')
    .set((eb) => ({ rejected_reports: eb('rejected_reports', '+', 1) }))
    .where('uid', 'in', (eb) =>
      eb.selectFrom('reports').select('judge_uid').where('answer_id', '=', answerId),
    )
    .execute();
  await trx.deleteFrom('reports').where('answer_id', '=', answerId).execute();
}

/**
 * Holds an answer for the operators: first in their list, still judged, shown and ranked until an
 * operator hides it (decision 0066). One already held stays as it was.
 */
export async function holdAnswer(trx: Db, answerId: string, heldAt: string): Promise<void> {
  await trx
    .insertInto('held_answers')
    .values({ answer_id: answerId, held_at: heldAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Hides a shown answer; one already hidden keeps its first reason. True when it hid it. */
export async function hideAnswer(
  trx: Db,
  answerId: string,
  reason: HiddenReason,
  hiddenAt: string,
): Promise<boolean> {
  const hidden = await trx
    .insertInto('hidden_answers')
    .values({ answer_id: answerId, reason, hidden_at: hiddenAt })
    .onConflict((oc) => oc.doNothing())
    .returning('answer_id')
    .execute();
  return hidden.length > 0;
}
