import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { AnswerRow, AnswersTable, Database } from '../db/schema';
import { inJudgingFor } from '../trust/conditions.repository';
import { sharesPenaWith } from './fair-play.repository';
import { QUEUE_ORDER, type QueueScope } from './judging-queue';
import type { TierFrom } from './venue';

/**
 * The judging queue's read (judging-queue.ts holds its rules): the walk of a part of the queue for
 * one judge, on the answers_to_judge index (a period) or answers_to_judge_by_day (a day) in
 * QUEUE_ORDER.
 */

/** The columns of an answer, named: a prepared statement's rows keep their shape when a column is added. */
const ANSWER_COLUMNS = [
  'a.id',
  'a.player_uid',
  'a.day',
  'a.word',
  'a.answer',
  'a.period_start',
  'a.created_at',
  'a.vote_count',
  'a.score_total',
  'a.pick_key',
  'a.queue_rank',
] as const satisfies readonly `a.${keyof AnswerRow}`[];

/** An answer as the queue hands it: every column but the region it is counted in, the crowd's. */
export type QueuedAnswer = Omit<AnswerRow, 'region'>;

/** A query of answers named `a`, whatever it selects. */
type AnswersQuery<Selected> = SelectQueryBuilder<Database & { a: AnswersTable }, 'a', Selected>;

/** The judge's own rows about an answer that end their turn to be handed it in public, by alias. */
const JUDGES_ROWS = { v: 'votes', s: 'skipped_answers' } as const;

/**
 * No row of `judgeUid` about the answer `a` in the table `alias` names: one probe of the table's
 * key (judge, answer). In SQL, as Kysely's builder cannot take the table as a value.
 */
const noRowOf = (alias: keyof typeof JUDGES_ROWS, judgeUid: string) =>
  sql<boolean>`NOT EXISTS (
    SELECT 1 FROM ${sql.table(JUDGES_ROWS[alias])} AS ${sql.id(alias)}
     WHERE ${sql.ref(`${alias}.judge_uid`)} = ${judgeUid} AND ${sql.ref(`${alias}.answer_id`)} = a.id)`;

/**
 * The answers `judgeUid` may be handed: never their own, nor a peña-mate's, a hidden one, nor one
 * they reported, judged or skipped. One home for these rules: the walk filters by it.
 */
function servableTo<Selected>(
  answers: AnswersQuery<Selected>,
  judgeUid: string,
): AnswersQuery<Selected> {
  let query = answers
    .where('a.player_uid', '<>', judgeUid)
    .where((eb) => eb.not(sharesPenaWith(judgeUid)(eb)));
  // Moderation (decision 0023): hidden, held or reported by this judge, in every venue.
  for (const rule of inJudgingFor('a.id', judgeUid)) query = query.where(rule);
  for (const alias of ['v', 's'] as const) query = query.where(noRowOf(alias, judgeUid));
  return query;
}

/** A part of the queue's answers, in the queue's order (its two indexes). */
function inQueueOrder(db: Db, scope: QueueScope) {
  const column = 'day' in scope ? 'a.day' : 'a.period_start';
  let query = db
    .selectFrom('answers as a')
    .where(column, '=', 'day' in scope ? scope.day : scope.periodStart)
    .orderBy(column);
  for (const order of QUEUE_ORDER) query = query.orderBy(`a.${order}`);
  return query;
}

// No optional part: compiledOnce's stand-ins are never undefined, so a query compiled once must
// take the same shape for every call.
const inTier = <Selected>(query: AnswersQuery<Selected>, from: TierFrom) =>
  query
    .where('a.vote_count', '=', from.vote_count)
    .where('a.queue_rank', '=', from.queue_rank)
    .where('a.pick_key', '>=', from.fromPickKey);

/**
 * The walk's query (the query-plan test asks how it runs): the first answer of a part of the
 * queue that `judgeUid` may be handed, from the start or within a tier from a pick key. It stops
 * at the first match, so it reads no more than the judge's own, judged and skipped answers on the
 * way.
 */
export function answerToJudgeQuery(db: Db, scope: QueueScope, judgeUid: string, from?: TierFrom) {
  const answers = servableTo(inQueueOrder(db, scope).select(ANSWER_COLUMNS), judgeUid);
  // A literal LIMIT: with a bound one SQLite walks the index five times slower.
  return (from ? inTier(answers, from) : answers).limit(sql.lit(1));
}

/** Each query compiled once for a period's answers and once for a day's. */
function perScope<Values extends object, Row>(
  build: (db: Db, scope: QueueScope, values: Values) => Compilable<Row>,
) {
  const byDay = compiledOnce((db, of: Values & { day: string }) => build(db, { day: of.day }, of));
  const byPeriod = compiledOnce((db, of: Values & { periodStart: string }) =>
    build(db, { periodStart: of.periodStart }, of),
  );
  return async (db: Db, scope: QueueScope, values: Values): Promise<Row[]> =>
    'day' in scope
      ? (await byDay(db, { ...values, day: scope.day })).rows
      : (await byPeriod(db, { ...values, periodStart: scope.periodStart })).rows;
}

// vote/random runs the walk twice a call.
const walkFromStart = perScope((db, scope, of: { judgeUid: string }) =>
  answerToJudgeQuery(db, scope, of.judgeUid),
);
const walkInTier = perScope((db, scope, of: { judgeUid: string } & TierFrom) =>
  answerToJudgeQuery(db, scope, of.judgeUid, of),
);

/**
 * The first answer of this part of the queue that `judgeUid` may be handed, in QUEUE_ORDER: from
 * the start, or among the equals of `tier` from a pick key.
 */
export async function firstAnswerToJudge(
  db: Db,
  scope: QueueScope,
  judgeUid: string,
  from?: TierFrom,
): Promise<QueuedAnswer | undefined> {
  const [first] = from
    ? await walkInTier(db, scope, { ...from, judgeUid })
    : await walkFromStart(db, scope, { judgeUid });
  return first;
}
