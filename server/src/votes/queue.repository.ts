import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { AnswerRow, AnswersTable, Database } from '../db/schema';
import { isShown } from '../trust/conditions.repository';
import { sharesPenaWith } from './fair-play.repository';
import { PICK_KEYS } from './pick-key';
import { QUEUE_ORDER, type QueueScope, type QueueTier } from './judging-queue';

/**
 * The judging queue's reads (judging-queue.ts holds its rules): the walk of a part of the queue
 * for one judge, the head of a part (queue-heads.ts), and the check of answers for a judge. Both
 * walk the answers_to_judge index (a period) or answers_to_judge_by_day (a day) in QUEUE_ORDER.
 */

/** The columns of an answer, named: a prepared statement's rows keep their shape when a column is added. */
export const ANSWER_COLUMNS = [
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

/** A query of answers named `a`, whatever it selects. */
type AnswersQuery<Selected> = SelectQueryBuilder<Database & { a: AnswersTable }, 'a', Selected>;

/** The judge's own rows about an answer that end their turn to be handed it, by alias. */
const JUDGES_ROWS = { r: 'reports', v: 'votes', s: 'skipped_answers' } as const;

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
 * they reported, judged or skipped. One home for these rules: the walk and the check of a head
 * both filter by it.
 */
export function servableTo<Selected>(
  answers: AnswersQuery<Selected>,
  judgeUid: string,
): AnswersQuery<Selected> {
  let query = answers
    .where('a.player_uid', '<>', judgeUid)
    .where((eb) => eb.not(sharesPenaWith(judgeUid)(eb)))
    // Moderation (decision 0023): a hidden answer is never served.
    .where(isShown('a.id'));
  for (const alias of ['r', 'v', 's'] as const) query = query.where(noRowOf(alias, judgeUid));
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

/** A tier's answers from one pick key on (inclusive). */
type TierFrom = QueueTier & { fromPickKey: number };

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
  return (from ? inTier(answers, from) : answers).limit(1);
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

// vote/random runs the walk twice a call where the heads hold nothing for the judge.
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
  from?: QueueTier & { fromPickKey: number },
): Promise<AnswerRow | undefined> {
  const [first] = from
    ? await walkInTier(db, scope, {
        judgeUid,
        vote_count: from.vote_count,
        queue_rank: from.queue_rank,
        fromPickKey: from.fromPickKey,
      })
    : await walkFromStart(db, scope, { judgeUid });
  return first;
}

/** The most urgent tier of a part of the queue (the query-plan test asks how it runs). */
export const queueTierQuery = (db: Db, scope: QueueScope) =>
  inQueueOrder(db, scope).where(isShown('a.id')).select(['a.vote_count', 'a.queue_rank']).limit(1);

/** Up to `size` answers of a tier of a part of the queue, in pick key order. */
export const tierSliceQuery = (
  db: Db,
  scope: QueueScope,
  slice: TierFrom & { toPickKey: number; size: number },
) =>
  inTier(inQueueOrder(db, scope).where(isShown('a.id')).select(ANSWER_COLUMNS), slice)
    .where('a.pick_key', '<', slice.toPickKey)
    .limit(slice.size);

const mostUrgentTier = perScope((db, scope) => queueTierQuery(db, scope));
const tierSlice = perScope(
  (db, scope, slice: QueueTier & { fromPickKey: number; toPickKey: number; size: number }) =>
    tierSliceQuery(db, scope, slice),
);

/** Times a head is read when its most urgent tier empties while it is read. */
const READS_OF_A_MOVING_TIER = 3;

/**
 * The head of a part of the queue: up to `size` answers of its most urgent tier that anyone may
 * be handed, in pick key order from `fromPickKey` round to it again: the tier's equals from a
 * random place. Null when the part has no answer to judge.
 */
export async function readQueueHead(
  db: Db,
  scope: QueueScope,
  size: number,
  fromPickKey: number,
): Promise<{ tier: QueueTier; answers: AnswerRow[] } | null> {
  // Votes cast between the two reads may empty the tier found: it is then read again.
  for (let attempt = 1; attempt <= READS_OF_A_MOVING_TIER; attempt++) {
    const head = await readTier(db, scope, size, fromPickKey);
    if (head === null || head.answers.length > 0) return head;
  }
  return null;
}

async function readTier(
  db: Db,
  scope: QueueScope,
  size: number,
  fromPickKey: number,
): Promise<{ tier: QueueTier; answers: AnswerRow[] } | null> {
  const [tier] = await mostUrgentTier(db, scope, {});
  if (!tier) return null;
  const slice = { vote_count: tier.vote_count, queue_rank: tier.queue_rank, size };
  const answers = await tierSlice(db, scope, { ...slice, fromPickKey, toPickKey: PICK_KEYS });
  if (answers.length < size && fromPickKey > 0) {
    const before = await tierSlice(db, scope, {
      ...slice,
      fromPickKey: 0,
      toPickKey: fromPickKey,
      size: size - answers.length,
    });
    answers.push(...before);
  }
  return { tier, answers };
}

/** Answers checked in one statement after the first (`servableOf`): a fixed shape, compiled once. */
export const CHECKED_TOGETHER = 16;

/** Those of these answers `judgeUid` may be handed (the query-plan test asks how it runs). */
export const servableQuery = (db: Db, ids: readonly string[], judgeUid: string) =>
  servableTo(
    db.selectFrom('answers as a').select(ANSWER_COLUMNS).where('a.id', 'in', ids),
    judgeUid,
  );

const servableOne = compiledOnce((db, of: { id: string; judgeUid: string }) =>
  servableQuery(db, [of.id], of.judgeUid),
);

type ManyIds = { judgeUid: string } & Record<`id${number}`, string>;

const servableMany = compiledOnce((db, of: ManyIds) =>
  servableQuery(
    db,
    Array.from({ length: CHECKED_TOGETHER }, (_, i) => of[`id${i}`] as string),
    of.judgeUid,
  ),
);

/**
 * Those of these answers that `judgeUid` may be handed now, with their votes as they stand: one
 * statement for one answer, one for up to CHECKED_TOGETHER.
 */
export async function servableOf(
  db: Db,
  ids: readonly string[],
  judgeUid: string,
): Promise<AnswerRow[]> {
  const [first] = ids;
  if (first === undefined) return [];
  if (ids.length === 1) return (await servableOne(db, { id: first, judgeUid })).rows;
  if (ids.length > CHECKED_TOGETHER) throw new Error(`at most ${CHECKED_TOGETHER} answers at once`);
  const of = { judgeUid } as ManyIds;
  // The statement has room for CHECKED_TOGETHER ids: the first fills the rest.
  for (let i = 0; i < CHECKED_TOGETHER; i++) of[`id${i}`] = ids[i] ?? first;
  return (await servableMany(db, of)).rows;
}
