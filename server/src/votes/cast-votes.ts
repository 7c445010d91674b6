import type { Db } from '../db/database';
import { groupCommitPerDatabase } from '../db/group-commit';
import { lockAnswers, lockPlayers } from '../db/row-locks';
import type { NewVote } from '../db/schema';
import {
  establishDue,
  standingsOf,
  type EstablishmentRule,
  type JudgeProgress,
} from '../trust/established-judges';
import type { QueueRanking } from './judging-queue';
import { addJudgedAnswers, rankAuthorAnswers, type JudgedInPeriod } from './karma.repository';
import { addToAnswers, insertVotes } from './votes.repository';

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
    }
  | { cast: false; refused: VoteRefusal };

const keyOf = (vote: NewVote) => `${vote.answer_id} ${vote.judge_uid}`;

/**
 * Casts votes, many per commit. The transaction reads each judge's standing first (banned,
 * established: the database decides, locked against a ban or a deletion on PostgreSQL), then
 * locks the answers voted on (db/row-locks.ts), keeps the votes of judges who still exist and are
 * not banned on answers that still exist (the others are refused), establishes the judges who reach
 * the rule with these votes, and adds to each answer's count and total only the votes that count,
 * with each judge's count for the period (karma). The one-vote-per-judge key holds, even within
 * one batch.
 */
export const castVotes = groupCommitPerDatabase<VoteToCast, CastVote>(async (trx, casts) => {
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
  const cast = await insertVotes(
    trx,
    casts.filter((_c, i) => refusals[i] === null).map((c) => c.vote),
  );
  const castKeys = new Set(cast.map((row) => `${row.answer_id} ${row.judge_uid}`));
  // Two identical votes in one batch: the first is the one cast.
  const counted = casts.map((c, i) => refusals[i] === null && castKeys.delete(keyOf(c.vote)));
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
    // Every answer voted on is read back, for its sums; only counted votes add to them.
    if (counts(c) && !recounted.has(c.vote.answer_id)) {
      sums.votes += 1;
      sums.total += c.vote.score;
    }
    byAnswer.set(c.vote.answer_id, sums);
  }
  const sums = await addToAnswers(trx, byAnswer);
  await countJudgedAnswers(trx, castNow);
  return casts.map((c, i): CastVote => {
    const answer = counted[i] ? sums.get(c.vote.answer_id) : undefined;
    if (!answer) return { cast: false, refused: refused(i) };
    return {
      cast: true,
      sums: answer,
      counts: counts(c),
      progress: waiting.get(c.vote.judge_uid) ?? null,
    };
  });
});

/**
 * Karma: adds the cast votes to their judges' counts per period; the authors whose rank changes
 * with them move in the queue.
 */
async function countJudgedAnswers(trx: Db, cast: readonly VoteToCast[]): Promise<void> {
  const added = new Map<string, JudgedInPeriod>();
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
  for (const count of await addJudgedAnswers(trx, added)) {
    const key = `${count.judge_uid} ${count.period_start}`;
    const rankOf = rankings.get(key);
    const before = count.votes - (added.get(key)?.votes ?? 0);
    if (!rankOf || rankOf(before) === rankOf(count.votes)) continue;
    await rankAuthorAnswers(trx, count.judge_uid, count.period_start, rankOf(count.votes));
  }
}
