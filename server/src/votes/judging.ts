import { randomInt } from 'node:crypto';
import type { RandomAnswerResponse, VoteBody } from '@words/contract/api/vote';
import { checkScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import { findAnswerToVote } from '../answers/answers.repository';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { castVoteAndCount, firstAnswerToJudge } from './votes.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The judge's role: an answer to judge, and one vote per answer. */
export interface Judging {
  /**
   * An open answer for a judge: never their own nor one they judged, among those with the
   * fewest votes so every answer gets judged, at random among equals.
   */
  pickAnswer(judgeUid: string): Promise<RandomAnswerResponse>;
  castVote(judgeUid: string, body: VoteBody): Promise<void>;
}

export function createJudging(deps: { db: Db; periods: Periods }): Judging {
  const { db, periods } = deps;

  return {
    async pickAnswer(judgeUid) {
      const period = periods.current().start;
      const fewest = await firstAnswerToJudge(db, period, judgeUid);
      if (!fewest) throw new AppError('NO_MORE_QUESTIONS');
      const random = await firstAnswerToJudge(db, period, judgeUid, {
        voteCount: fewest.vote_count,
        fromPickKey: randomInt(2 ** 31 - 1),
      });
      const picked = random ?? fewest;
      return { word: picked.word, answer: picked.answer, answer_uuid: picked.id };
    },

    async castVote(judgeUid, body) {
      const score = checkScore(body.score);
      if (!score.ok) throw new AppError(score.error);
      const answer = UUID.test(body.answer_uuid)
        ? await findAnswerToVote(db, body.answer_uuid)
        : undefined;
      if (!answer) throw new AppError('ANSWER_NOT_FOUND');
      if (answer.player_uid === judgeUid) throw new AppError('OWN_ANSWER');
      // Ranked is closed whatever this instance's clock says: the stored ranking must hold.
      if (answer.ranked || !periods.isOpen(answer.period_start)) {
        throw new AppError('VOTING_CLOSED');
      }
      const cast = await castVoteAndCount(db, {
        answer_id: answer.id,
        judge_uid: judgeUid,
        score: score.value,
        created_at: periods.now().toISOString(),
      });
      // The (answer, judge) key is the real guard: a simultaneous second vote lands here.
      if (!cast) throw new AppError('ALREADY_VOTED');
    },
  };
}
