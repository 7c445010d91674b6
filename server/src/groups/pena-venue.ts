import { judgeInPena } from '../serving/serving-ticket';
import type { JudgingVenue } from '../judging/venue';
import {
  answerToJudgeInPena,
  firstToJudgeInPena,
  insertPenaVote,
  isMember,
  keepPenaSkip,
  penaSumsOf,
} from './pena-votes.repository';

/**
 * 'Puntuar en la peña' (decision 0061): judging within one peña, for its members only, of the
 * other members' answers. Its votes are the peña's: they never touch an answer's public count,
 * total, ranking, calibration or a judge's establishment.
 */
export function penaVenue(groupId: string): JudgingVenue {
  return {
    ticketHolder: (judgeUid) => judgeInPena(judgeUid, groupId),
    refusesJudge: async (db, judgeUid) =>
      (await isMember(db, groupId, judgeUid)) ? null : 'NOT_A_MEMBER',
    firstToJudge: (db, scope, judgeUid, from) =>
      firstToJudgeInPena(db, { groupId, judgeUid, scope, from }),
    answerToScore: (db, id, judgeUid) => answerToJudgeInPena(db, { id, groupId, judgeUid }),

    async keepVote(trx, vote) {
      // Left the peña since the call checked: no longer a judge here.
      if (!(await isMember(trx, groupId, vote.judgeUid))) {
        return { cast: false, refused: 'NOT_A_MEMBER' };
      }
      const kept = await insertPenaVote(trx, {
        group_id: groupId,
        answer_id: vote.answerId,
        judge_uid: vote.judgeUid,
        score: vote.score,
        created_at: vote.createdAt,
      });
      if (!kept) return { cast: false, refused: 'ALREADY_VOTED' };
      return {
        cast: true,
        sums: await penaSumsOf(trx, groupId, vote.answerId),
        counts: true,
        progress: null,
      };
    },

    keepSkip: (db, judgeUid, answerId, skippedAt) =>
      keepPenaSkip(db, { groupId, judgeUid, answerId, skippedAt }),
  };
}
