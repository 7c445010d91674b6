import type { Db } from '../db/database';
import {
  establishDue,
  type EstablishmentRule,
  type JudgeProgress,
} from '../trust/established-judges';
import type { QueueRanking } from './judging-queue';
import { addJudgedAnswer, rankAuthorAnswers } from './karma.repository';
import { firstAnswerToJudge } from './queue.repository';
import { keepSkip } from './skips.repository';
import type { JudgingVenue, VoteToKeep } from './venue';
import { addToAnswer, answerToJudge, insertVote, isPenaMates } from './votes.repository';

/**
 * Public judging: everyone's answers but a peña-mate's (fair play, decision 0047); its votes make
 * the answers' scores and the rankings, establish their judges and move the queue (karma).
 */
export function publicVenue(rules: {
  queueRanking: QueueRanking;
  /** When a judge's votes start to count. */
  establishment: EstablishmentRule;
}): JudgingVenue {
  return {
    ticketHolder: (judgeUid) => judgeUid,
    refusesJudge: () => Promise.resolve(null),
    firstToJudge: firstAnswerToJudge,

    async answerToScore(db, answerId, judgeUid) {
      const answer = await answerToJudge(db, answerId, judgeUid);
      return (
        answer && { ...answer, servable: !answer.hidden && !answer.skipped && !answer.penaMate }
      );
    },

    async keepVote(trx, vote, judge) {
      // Fair play holds when the vote is cast, whatever the call read before (issue 46, point 3).
      if (await isPenaMates(trx, vote.answerId, vote.judgeUid)) {
        return { cast: false, refused: 'ANSWER_NOT_SERVED' };
      }
      const kept = await insertVote(trx, {
        answer_id: vote.answerId,
        judge_uid: vote.judgeUid,
        score: vote.score,
        created_at: vote.createdAt,
      });
      if (!kept) return { cast: false, refused: 'ALREADY_VOTED' };
      // A judge who reaches the rule with this vote: their open answers are counted anew, this
      // vote included, so nothing is added to the answer below.
      let counts = judge.counts;
      let progress: JudgeProgress | null = null;
      if (!judge.counts) {
        const due = await establishDue(trx, [vote.judgeUid], rules.establishment, vote.createdAt);
        counts = due.established.includes(vote.judgeUid);
        progress = due.waiting.get(vote.judgeUid) ?? null;
      }
      const added = judge.counts ? { votes: 1, total: vote.score } : { votes: 0, total: 0 };
      const sums = await addToAnswer(trx, vote.answerId, added);
      await countJudged(trx, vote, rules.queueRanking);
      return { cast: true, sums, counts, progress };
    },

    keepSkip,
  };
}

/**
 * Karma: adds the vote to its judge's count for the period; when their rank changes with it,
 * their answers of the period move in the queue.
 */
async function countJudged(trx: Db, vote: VoteToKeep, queueRanking: QueueRanking) {
  const judged = await addJudgedAnswer(trx, vote.judgeUid, vote.periodStart);
  if (queueRanking(judged - 1) === queueRanking(judged)) return;
  await rankAuthorAnswers(trx, vote.judgeUid, vote.periodStart, queueRanking(judged));
}
