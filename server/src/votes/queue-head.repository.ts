import type { Compilable } from 'kysely';
import type { Db } from '../db/database';
import { compiledOnce } from '../db/compiled-query';
import type { AnswerRow } from '../db/schema';
import { isShown } from '../trust/conditions.repository';
import { PICK_KEYS } from './pick-key';
import { ANSWER_COLUMNS, servableTo, type WalkScope as QueueScope } from './votes.repository';

/** Where an answer stands in the queue: how many votes, and its author's karma (judging-queue.ts). */
export interface QueueTier {
  vote_count: number;
  queue_rank: number;
}

/** A tier of the queue from one pick key (inclusive) to another (exclusive), at most `size` answers. */
export interface TierSlice {
  voteCount: number;
  queueRank: number;
  fromPickKey: number;
  toPickKey: number;
  size: number;
}

/** A scope's answers that anyone may be handed, in the queue's order (its two indexes). */
function inQueueOrder(db: Db, scope: QueueScope) {
  const [column, value] =
    'day' in scope
      ? (['a.day', scope.day] as const)
      : (['a.period_start', scope.periodStart] as const);
  return db
    .selectFrom('answers as a')
    .where(column, '=', value)
    .where(isShown('a.id'))
    .orderBy(column)
    .orderBy('a.vote_count')
    .orderBy('a.queue_rank')
    .orderBy('a.pick_key');
}

/** The most urgent tier of a part of the queue (the query-plan test asks how it runs). */
export const queueTierQuery = (db: Db, scope: QueueScope) =>
  inQueueOrder(db, scope).select(['a.vote_count', 'a.queue_rank']).limit(1);

/** A slice of a tier of a part of the queue, in pick key order. */
export const tierSliceQuery = (db: Db, scope: QueueScope, slice: TierSlice) =>
  inQueueOrder(db, scope)
    .select(ANSWER_COLUMNS)
    .where('a.vote_count', '=', slice.voteCount)
    .where('a.queue_rank', '=', slice.queueRank)
    .where('a.pick_key', '>=', slice.fromPickKey)
    .where('a.pick_key', '<', slice.toPickKey)
    .limit(slice.size);

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

const mostUrgentTier = perScope((db, scope) => queueTierQuery(db, scope));
const tierSlice = perScope((db, scope, slice: TierSlice) => tierSliceQuery(db, scope, slice));

/**
 * The head of a part of the queue: up to `size` answers of its most urgent tier that anyone may
 * be handed, in pick key order from `fromPickKey` round to it again: the tier's equals from a
 * random place. Empty when the scope has no answer to judge.
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

/** Times a head is read when its most urgent tier empties while it is read. */
const READS_OF_A_MOVING_TIER = 3;

async function readTier(
  db: Db,
  scope: QueueScope,
  size: number,
  fromPickKey: number,
): Promise<{ tier: QueueTier; answers: AnswerRow[] } | null> {
  const [tier] = await mostUrgentTier(db, scope, {});
  if (!tier) return null;
  const slice = { voteCount: tier.vote_count, queueRank: tier.queue_rank, size };
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
