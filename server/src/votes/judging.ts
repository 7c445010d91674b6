import { randomInt } from 'node:crypto';
import type { RandomAnswerResponse, VoteBody } from '@words/contract/api/vote';
import { checkScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import {
  castVoteAndCount,
  findAnswerToVote,
  firstAnswerToJudge,
  recordServed,
} from './votes.repository';

/** A vote counts only for an answer vote/random handed to that judge within this time. */
export const SERVED_ANSWER_HOURS = 6;

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
      await recordServed(db, {
        judge_uid: judgeUid,
        answer_id: picked.id,
        served_at: periods.now().toISOString(),
      });
      return { word: picked.word, answer: picked.answer, answer_uuid: picked.id };
    },

    async castVote(judgeUid, body) {
      const score = checkScore(body.score);
      if (!score.ok) throw new AppError(score.error);
      const answer = UUID.test(body.answer_uuid)
        ? await findAnswerToVote(db, body.answer_uuid, judgeUid)
        : undefined;
      if (!answer) throw new AppError('ANSWER_NOT_FOUND');
      if (answer.player_uid === judgeUid) throw new AppError('OWN_ANSWER');
      // Ranked is closed whatever this instance's clock says: the stored ranking must hold.
      if (answer.ranked || !periods.isOpen(answer.period_start)) {
        throw new AppError('VOTING_CLOSED');
      }
      // Nobody picks a target by its id: the vote is for what the game handed this judge.
      const now = periods.now();
      const servedSince = new Date(now.getTime() - SERVED_ANSWER_HOURS * 3_600_000).toISOString();
      if (answer.served_at === null || answer.served_at < servedSince) {
        throw new AppError('ANSWER_NOT_SERVED');
      }
      const cast = await castVoteAndCount(db, {
        answer_id: answer.id,
        judge_uid: judgeUid,
        score: score.value,
        created_at: now.toISOString(),
      });
      // The (answer, judge) key is the real guard: a simultaneous second vote lands here.
      if (!cast) throw new AppError('ALREADY_VOTED');
    },
  };
}
