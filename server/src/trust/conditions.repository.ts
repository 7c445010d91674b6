import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { HiddenReason } from '../db/schema';

/**
 * The judges' trust as conditions of other queries: whose votes count and which answers the
 * public may see. Every folder's queries over votes and others' answers are built with these, so
 * this is the one repository the others import (.dependency-cruiser.mjs).
 */

/**
 * The one rule of whose votes count, on a player row named `judge`: an established judge
 * (established-judges.ts) who is not banned. Every score, ranking, recount, judges' crowd and
 * report that hides asks it, through the functions below or this condition.
 */
export const JUDGE_COUNTS = sql<boolean>`judge.banned_at is null and judge.established_at is not null`;

/** JUDGE_COUNTS on a row already read: what a vote's own transaction decides by. */
export function judgeCounts(judge: { banned_at: string | null; established_at: string | null }) {
  return judge.banned_at === null && judge.established_at !== null;
}

/** The votes that count in any score. The ranking, calibration and every recount read votes through this one query. */
export function countedVotes(db: Db) {
  return db
    .selectFrom('votes as v')
    .innerJoin('players as judge', 'judge.uid', 'v.judge_uid')
    .where(JUDGE_COUNTS);
}

/**
 * A player's progress towards being established, selected from their row named `p`: days
 * answered (one answer a day) and votes cast, kept or counted.
 */
export const PROGRESS = [
  sql<number>`(select count(*) from answers a where a.player_uid = p.uid)`.as('days'),
  sql<number>`(select count(*) from votes v where v.judge_uid = p.uid)`.as('votes'),
] as const;

/** An answer's id as the query names it (`a.id`). */
export type AnswerId = `${string}.id`;

/**
 * The answers the public may see: those no report, operator or ban has hidden (decision 0023).
 * Whatever serves, ranks or shows others' answers keeps to these, as every score counts votes
 * through countedVotes.
 */
export const isShown = (answerId: AnswerId) =>
  sql<boolean>`not exists (select 1 from hidden_answers h where h.answer_id = ${sql.ref(answerId)})`;

/** Why an answer is hidden ('reports', 'operator', 'banned'), null while it is shown: as `hidden`. */
export const hiddenReason = (answerId: AnswerId) =>
  sql<HiddenReason | null>`(select h.reason from hidden_answers h where h.answer_id = ${sql.ref(answerId)})`.as(
    'hidden',
  );

/** No report of `judgeUid` on the answer: one probe of the reports' key (judge, answer). */
const notReportedBy = (answerId: AnswerId, judgeUid: string) =>
  sql<boolean>`NOT EXISTS (
    SELECT 1 FROM reports AS r WHERE r.judge_uid = ${judgeUid} AND r.answer_id = ${sql.ref(answerId)})`;

/**
 * The answers still in judging for `judgeUid`, in every venue (the public one, a peña): shown and
 * not reported by this judge. Others' reports never take an answer out of judging (decision 0066):
 * one held for the operators is judged like any other until an operator hides it. The one home of
 * these rules: each venue's walk filters by them, and its check at vote time reads `outOfJudging`.
 */
export const inJudgingFor = (answerId: AnswerId, judgeUid: string) =>
  [isShown(answerId), notReportedBy(answerId, judgeUid)] as const;

/** 1 when the answer is no longer in judging for `judgeUid` (inJudgingFor fails), else 0: as `out_of_judging`. */
export const outOfJudging = (answerId: AnswerId, judgeUid: string) =>
  sql<
    number | boolean
  >`case when ${sql.join(inJudgingFor(answerId, judgeUid), sql` and `)} then 0 else 1 end`.as(
    'out_of_judging',
  );
