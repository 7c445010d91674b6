import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockAnswers, lockPlayers } from '../db/row-locks';
import type { NewVote } from '../db/schema';
import {
  establishDue,
  standingsOf,
  type EstablishmentRule,
  type JudgeProgress,
} from '../trust/established-judges';
import type { QueueRanking } from './judging-queue';
import { addJudgedAnswer, rankAuthorAnswers } from './karma.repository';
import { addToAnswer, insertVote, isPenaMates } from './votes.repository';

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
 * answer deleted with its author's account meanwhile, its author and the judge now in one peña,
 * or voted on already.
 */
export type VoteRefusal =
  'NOT_REGISTERED' | 'BANNED' | 'ANSWER_NOT_FOUND' | 'ANSWER_NOT_SERVED' | 'ALREADY_VOTED';

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

/**
 * Casts a vote in one transaction. It reads the judge's standing first (banned, established: the
 * database decides, locked against a ban or a deletion on PostgreSQL), then locks the answer
 * (db/row-locks.ts): a judge deleted or banned, an answer deleted with its author, or an author
 * who shares a peña with the judge refuses the vote. A cast vote establishes its judge when it makes the rule, adds to the answer's count and
 * total when it counts, and to its judge's count for the period (karma). The one-vote-per-judge
 * key holds against a simultaneous second vote. A transaction that lost a deadlock to another
 * instance is run again.
 */
export function storeVote(db: Db, cast: VoteToCast): Promise<CastVote> {
  const { vote } = cast;
  const refused = (why: VoteRefusal): CastVote => ({ cast: false, refused: why });
  return retriedTransaction(db, async (trx) => {
    const judge = standingsOf(
      await lockPlayers(trx, [vote.judge_uid], 'noKeyUpdate', ['banned_at', 'established_at']),
    ).get(vote.judge_uid);
    if (!judge) return refused('NOT_REGISTERED');
    if (judge.banned) return refused('BANNED');
    if (!(await lockAnswers(trx, [vote.answer_id], 'noKeyUpdate')).has(vote.answer_id)) {
      return refused('ANSWER_NOT_FOUND');
    }
    // Fair play holds when the vote is cast, whatever the call read before (issue 46, point 3).
    if (await isPenaMates(trx, vote.answer_id, vote.judge_uid)) return refused('ANSWER_NOT_SERVED');
    if (!(await insertVote(trx, vote))) return refused('ALREADY_VOTED');
    // A judge who reaches the rule with this vote: their open answers are counted anew, this vote
    // included, so nothing is added to the answer below.
    let counts = judge.counts;
    let progress: JudgeProgress | null = null;
    if (!judge.counts) {
      const due = await establishDue(trx, [vote.judge_uid], cast.establishment, vote.created_at);
      counts = due.established.includes(vote.judge_uid);
      progress = due.waiting.get(vote.judge_uid) ?? null;
    }
    const added = judge.counts ? { votes: 1, total: vote.score } : { votes: 0, total: 0 };
    const sums = await addToAnswer(trx, vote.answer_id, added);
    await countJudged(trx, cast);
    return { cast: true, sums, counts, progress };
  });
}

/**
 * Karma: adds the vote to its judge's count for the period; when their rank changes with it,
 * their answers of the period move in the queue.
 */
async function countJudged(trx: Db, { vote, periodStart, queueRanking }: VoteToCast) {
  const judged = await addJudgedAnswer(trx, vote.judge_uid, periodStart);
  if (queueRanking(judged - 1) === queueRanking(judged)) return;
  await rankAuthorAnswers(trx, vote.judge_uid, periodStart, queueRanking(judged));
}
