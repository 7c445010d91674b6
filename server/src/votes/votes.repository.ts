import { sql, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { AnswerRow, AnswersTable, Database, NewVote } from '../db/schema';
import { groupCommitPerDatabase } from '../db/group-commit';
import { inKeyOrder } from '../db/key-order';
import { lockAnswers, lockPlayers } from '../db/row-locks';
import {
  establishDue,
  standingsOf,
  type EstablishmentRule,
  type JudgeProgress,
} from '../trust/established-judges';
import { isShown } from '../trust/conditions.repository';

/** The columns the judging queue can walk a period's answers by: those of the answers_to_judge index. */
export type QueueColumn = 'vote_count' | 'queue_rank' | 'pick_key';

/**
 * Among answers with this many votes and this queue rank, from this pick key on: randomness among
 * equals.
 */
export interface PickTier {
  voteCount: number;
  queueRank: number;
  fromPickKey: number;
}

/** Where the walk goes: a period's answers, or one day's (judging-queue.ts says which). */
export type WalkScope = { periodStart: string } | { day: string };

/**
 * The judging queue's walk in `order` (judging-queue.ts decides it): the first answer of a period
 * or a day that `judgeUid` may judge, from the start of the queue or within a tier. Walks the
 * answers_to_judge index (a period) or answers_to_judge_by_day (a day) and stops at the first
 * match, so it reads no more than the judge's own, judged and skipped answers on the way.
 */
export function answersToJudge(order: readonly QueueColumn[]) {
  // vote/random runs them twice a call; each shape of query is compiled once.
  const inPeriod = compiledOnce((db, pick: { periodStart: string; judgeUid: string }) =>
    answerToJudgeQuery(db, { periodStart: pick.periodStart }, pick.judgeUid, order),
  );
  const inPeriodTier = compiledOnce(
    (db, pick: { periodStart: string; judgeUid: string } & PickTier) =>
      answerToJudgeQuery(db, { periodStart: pick.periodStart }, pick.judgeUid, order, pick),
  );
  const onDay = compiledOnce((db, pick: { day: string; judgeUid: string }) =>
    answerToJudgeQuery(db, { day: pick.day }, pick.judgeUid, order),
  );
  const onDayTier = compiledOnce((db, pick: { day: string; judgeUid: string } & PickTier) =>
    answerToJudgeQuery(db, { day: pick.day }, pick.judgeUid, order, pick),
  );
  return async function firstAnswerToJudge(
    db: Db,
    scope: WalkScope,
    judgeUid: string,
    tier?: PickTier,
  ): Promise<AnswerRow | undefined> {
    let result;
    if ('day' in scope) {
      const pick = { day: scope.day, judgeUid };
      result = tier ? await onDayTier(db, { ...pick, ...tier }) : await onDay(db, pick);
    } else {
      const pick = { periodStart: scope.periodStart, judgeUid };
      result = tier ? await inPeriodTier(db, { ...pick, ...tier }) : await inPeriod(db, pick);
    }
    return result.rows[0];
  };
}

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

/** The judge's own rows about an answer: a report, a vote, a skip (a served record skipped). */
const JUDGES_ROWS = {
  reports: { table: 'reports', skipsOnly: false },
  votes: { table: 'votes', skipsOnly: false },
  skips: { table: 'served_answers', skipsOnly: true },
} as const;

/**
 * No row of `judgeUid` about the answer `a`, of this kind: one probe of the table's key (judge,
 * answer). In SQL, as Kysely's builder cannot take the table as a value.
 */
function noRowOf(kind: keyof typeof JUDGES_ROWS, judgeUid: string) {
  const { table, skipsOnly } = JUDGES_ROWS[kind];
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM ${sql.table(table)} AS j
     WHERE j.judge_uid = ${judgeUid} AND j.answer_id = a.id${skipsOnly ? sql` AND j.skipped = 1` : sql``})`;
}

/**
 * The answers `judgeUid` may be handed (judging-queue.ts): never their own, nor a peña-mate's, a
 * hidden one, nor one they reported, judged or skipped. One home for these rules: the walk of the
 * queue and the check of its head (queue-head.repository.ts) both filter by it.
 */
export function servableTo<Selected>(
  answers: AnswersQuery<Selected>,
  judgeUid: string,
): AnswersQuery<Selected> {
  return (
    answers
      .where('a.player_uid', '<>', judgeUid)
      // Fair play (decision 0047): never the answers of a player who shares a peña with the judge.
      // Asked of each answer the walk reaches: the author's peñas by group_members_by_player, then
      // the judge in each by the primary key; a few index probes, whatever the number of peñas.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('group_members as author_in')
              .innerJoin('group_members as judge_in', (join) =>
                join
                  .onRef('judge_in.group_id', '=', 'author_in.group_id')
                  .on('judge_in.player_uid', '=', judgeUid),
              )
              .select(sql.lit(1).as('one'))
              .whereRef('author_in.player_uid', '=', 'a.player_uid'),
          ),
        ),
      )
      // Moderation (decision 0023): a hidden answer is never served, nor one this judge reported.
      .where(isShown('a.id'))
      .where(noRowOf('reports', judgeUid))
      .where(noRowOf('votes', judgeUid))
      .where(noRowOf('skips', judgeUid))
  );
}

/** The query answersToJudge runs (the query-plan test asks the database how it runs it). */
export function answerToJudgeQuery(
  db: Db,
  scope: WalkScope,
  judgeUid: string,
  order: readonly QueueColumn[],
  tier?: PickTier,
) {
  const answers = db.selectFrom('answers as a').select(ANSWER_COLUMNS);
  let query = servableTo(
    'day' in scope
      ? answers.where('a.day', '=', scope.day)
      : answers.where('a.period_start', '=', scope.periodStart),
    judgeUid,
  );
  if (tier) {
    query = query
      .where('a.vote_count', '=', tier.voteCount)
      .where('a.queue_rank', '=', tier.queueRank)
      .where('a.pick_key', '>=', tier.fromPickKey);
  }
  query = query.orderBy('day' in scope ? 'a.day' : 'a.period_start');
  for (const column of order) query = query.orderBy(`a.${column}`);
  return query.limit(1);
}

/**
 * An answer a judge wants to vote on or skip: whether its period has been ranked (closed), when
 * it was last handed to that judge to judge (null if never) and whether they skipped it.
 */
export async function findAnswerToVote(db: Db, id: string, judgeUid: string) {
  const [row] = (await answerToVote(db, { id, judgeUid })).rows;
  return row && { ...row, ranked: row.ranked !== null, skipped: row.skipped === 1 };
}

const answerToVote = compiledOnce((db, of: { id: string; judgeUid: string }) =>
  db
    .selectFrom('answers as a')
    .leftJoin('closed_periods as c', 'c.period_start', 'a.period_start')
    .leftJoin('served_answers as s', (join) =>
      join.onRef('s.answer_id', '=', 'a.id').on('s.judge_uid', '=', of.judgeUid),
    )
    .select([
      'a.id',
      'a.player_uid',
      'a.day',
      'a.period_start',
      'c.period_start as ranked',
      's.served_at',
      's.skipped',
    ])
    .where('a.id', '=', of.id),
);

/** 'Saltar': the answer stays served to the judge, marked so it is never handed to them again. */
export async function markSkipped(db: Db, judgeUid: string, answerId: string): Promise<void> {
  await db
    .updateTable('served_answers')
    .set({ skipped: 1 })
    .where('judge_uid', '=', judgeUid)
    .where('answer_id', '=', answerId)
    .execute();
}

/** An author's queue rank in a period from the answers they judged in it (judging-queue.ts). */
export type QueueRanking = (votesInPeriod: number) => number;

/**
 * A vote to cast, the period of its answer, how its judge's votes there rank their answers, and
 * when a judge's votes start to count.
 */
export interface VoteToCast {
  vote: NewVote;
  periodStart: string;
  queueRanking: QueueRanking;
  establishment: EstablishmentRule;
}

/** An answer's votes and their total in hundredths, with a vote just counted. */
export interface AnswerSums {
  vote_count: number;
  score_total: number;
}

/**
 * Why a vote was not cast: the judge deleted (on another instance, or meanwhile) or banned, the
 * answer deleted with its author's account meanwhile, or voted on already.
 */
export type VoteRefusal = 'NOT_REGISTERED' | 'BANNED' | 'ANSWER_NOT_FOUND' | 'ALREADY_VOTED';

/**
 * A cast vote: the answer's sums with it (counted or not) and, while its judge is not yet
 * established, how far they have come; or why it was refused.
 */
export type CastVote =
  | {
      cast: true;
      sums: AnswerSums;
      counts: boolean;
      progress: JudgeProgress | null;
      /** Some author's answers moved up the queue with these votes (karma reached). */
      movedInQueue: boolean;
    }
  | { cast: false; refused: VoteRefusal };

/**
 * Casts votes, many per commit. The transaction reads each judge's standing first (banned,
 * established: the database decides, locked against a ban or a deletion on PostgreSQL), then
 * locks the answers voted on (db/row-locks.ts), keeps the votes of judges who still exist and are
 * not banned on answers that still exist (the others are refused), establishes the judges who reach
 * the rule with these votes, and adds to each answer's count and total only the votes that count,
 * with each judge's count for the period (karma). The one-vote-per-judge key holds, even within
 * one batch.
 */
export const castVoteAndCount = groupCommitPerDatabase<VoteToCast, CastVote>(async (trx, casts) => {
  const standing = standingsOf(
    await lockPlayers(
      trx,
      casts.map((c) => c.vote.judge_uid),
      'noKeyUpdate',
      ['banned_at', 'established_at'],
    ),
  );
  const answers = await lockAnswers(
    trx,
    casts.map((c) => c.vote.answer_id),
    'noKeyUpdate',
  );
  const refusals = casts.map((c): VoteRefusal | null => {
    const judge = standing.get(c.vote.judge_uid);
    if (!judge) return 'NOT_REGISTERED';
    if (judge.banned) return 'BANNED';
    return answers.has(c.vote.answer_id) ? null : 'ANSWER_NOT_FOUND';
  });
  const refused = (i: number): VoteRefusal => refusals[i] ?? 'ALREADY_VOTED';
  const votes = casts.filter((_c, i) => refusals[i] === null).map((c) => c.vote);
  const cast =
    votes.length === 0
      ? []
      : await trx
          .insertInto('votes')
          .values(votes)
          .onConflict((oc) => oc.doNothing())
          .returning(['answer_id', 'judge_uid'])
          .execute();
  const castKeys = new Set(cast.map((row) => `${row.answer_id} ${row.judge_uid}`));
  const counted = casts.map((c, i) => {
    // Two identical votes in one batch: the first is the one cast.
    const key = `${c.vote.answer_id} ${c.vote.judge_uid}`;
    return refusals[i] === null && castKeys.delete(key);
  });
  const castNow = casts.filter((_c, i) => counted[i]);
  if (castNow.length === 0) {
    return casts.map((_c, i) => ({ cast: false as const, refused: refused(i) }));
  }
  // Judges who reach the rule with these votes: their open answers are counted anew, these
  // votes included, so nothing is added to those answers below.
  const newcomers = castNow.filter((c) => !standing.get(c.vote.judge_uid)?.counts);
  const [newcomer] = newcomers;
  const { established, waiting } = newcomer
    ? await establishDue(
        trx,
        newcomers.map((c) => c.vote.judge_uid),
        // One rule per server: every item of a batch carries the same.
        newcomer.establishment,
        newcomer.vote.created_at,
      )
    : { established: [], waiting: new Map<string, JudgeProgress>() };
  const recounted = new Set(
    castNow.filter((c) => established.includes(c.vote.judge_uid)).map((c) => c.vote.answer_id),
  );
  const counts = (c: VoteToCast) =>
    standing.get(c.vote.judge_uid)?.counts === true || established.includes(c.vote.judge_uid);

  const byAnswer = new Map<string, { votes: number; total: number }>();
  for (const c of castNow) {
    const sums = byAnswer.get(c.vote.answer_id) ?? { votes: 0, total: 0 };
    // Every answer voted on is in the statement, for its sums; only counted votes add to them.
    if (counts(c) && !recounted.has(c.vote.answer_id)) {
      sums.votes += 1;
      sums.total += c.vote.score;
    }
    byAnswer.set(c.vote.answer_id, sums);
  }
  // One statement for the whole batch; the increments are integers the server computed.
  const ids = [...byAnswer.keys()];
  const increment = (field: 'votes' | 'total') => {
    let cases = sql`CASE id`;
    for (const [id, sums] of byAnswer)
      cases = sql`${cases} WHEN ${id} THEN ${sql.lit(sums[field])}`;
    return sql<number>`${cases} ELSE 0 END`;
  };
  const updated = await trx
    .updateTable('answers')
    .set((eb) => ({
      vote_count: eb('vote_count', '+', increment('votes')),
      score_total: eb('score_total', '+', increment('total')),
    }))
    .where('id', 'in', ids)
    .returning(['id', 'vote_count', 'score_total'])
    .execute();
  const sums = new Map(updated.map((row) => [row.id, row]));
  const movedInQueue = await countJudgedAnswers(trx, castNow);
  return casts.map((c, i): CastVote => {
    const answer = counted[i] ? sums.get(c.vote.answer_id) : undefined;
    if (!answer) return { cast: false, refused: refused(i) };
    return {
      cast: true,
      sums: { vote_count: answer.vote_count, score_total: answer.score_total },
      counts: counts(c),
      progress: waiting.get(c.vote.judge_uid) ?? null,
      movedInQueue,
    };
  });
});

/**
 * Adds the cast votes to their judges' counts per period; those whose rank changes move in the
 * queue: true when some did.
 */
async function countJudgedAnswers(trx: Db, cast: VoteToCast[]): Promise<boolean> {
  const added = new Map<string, { judge_uid: string; period_start: string; votes: number }>();
  const rankings = new Map<string, QueueRanking>();
  for (const { vote, periodStart, queueRanking } of cast) {
    const key = `${vote.judge_uid} ${periodStart}`;
    const row = added.get(key) ?? {
      judge_uid: vote.judge_uid,
      period_start: periodStart,
      votes: 0,
    };
    row.votes += 1;
    added.set(key, row);
    rankings.set(key, queueRanking);
  }
  const counts = await trx
    .insertInto('judge_periods')
    .values(inKeyOrder(added))
    .onConflict((oc) =>
      oc
        .columns(['judge_uid', 'period_start'])
        .doUpdateSet((eb) => ({ votes: eb('judge_periods.votes', '+', eb.ref('excluded.votes')) })),
    )
    .returning(['judge_uid', 'period_start', 'votes'])
    .execute();
  let moved = false;
  for (const count of counts) {
    const key = `${count.judge_uid} ${count.period_start}`;
    const rankOf = rankings.get(key);
    const before = count.votes - (added.get(key)?.votes ?? 0);
    if (!rankOf || rankOf(before) === rankOf(count.votes)) continue;
    moved = true;
    await trx
      .updateTable('answers')
      .set({ queue_rank: rankOf(count.votes) })
      .where('player_uid', '=', count.judge_uid)
      // The period's days: a range of the one-answer-per-player-per-day key.
      .where('day', '>=', count.period_start)
      .where('period_start', '=', count.period_start)
      .execute();
  }
  return moved;
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
