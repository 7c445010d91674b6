import type { RandomAnswerResult, SkipBody, VoteBody, VotedAnswer } from '@words/contract/api/vote';
import { errors } from '@words/contract/errors';
import { dayOf } from '@words/contract/day';
import { checkScore, meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockAnswers, lockPlayers } from '../db/row-locks';
import type { Periods } from '../periods/periods';
import { mayJudgeDay } from '../serving/day-to-judge';
import { judgeInPena, type ServingTickets } from '../serving/serving-ticket';
import {
  answersToJudgeInPena,
  answerToJudgeInPena,
  insertPenaVote,
  isMember,
  penaSumsOf,
} from './pena-votes.repository';

/**
 * 'Puntuar en la peña' (decision 0061): /rate's judging within one peña, for its members only.
 * The votes are the peña's: they never touch an answer's public count, total, ranking,
 * calibration or a judge's establishment.
 */
export interface PenaJudging {
  /**
   * The next answer of another member to judge: the fewest peña votes first, at random among
   * equals; or, as vote/random says it, nothing left for now.
   */
  pickAnswer(uid: string, groupId: string): Promise<RandomAnswerResult>;
  /** Casts the vote; returns where the answer stands in the peña with it. */
  castVote(uid: string, groupId: string, body: VoteBody): Promise<VotedAnswer>;
  /** 'Saltar': the answer is not handed to the member in this peña again. */
  skip(uid: string, groupId: string, body: SkipBody): Promise<void>;
}

export function createPenaJudging(deps: {
  db: Db;
  periods: Periods;
  tickets: ServingTickets;
  playedOn: (playerUid: string, day: string) => Promise<boolean>;
}): PenaJudging {
  const { db, periods, tickets, playedOn } = deps;

  const memberOrFail = async (uid: string, groupId: string) => {
    if (!(await isMember(db, groupId, uid))) throw new AppError('NOT_A_MEMBER');
  };

  /** The public vote's checks (votes/judging.ts), within the peña. */
  async function answerToScore(uid: string, groupId: string, ticket: string, now: Date) {
    await memberOrFail(uid, groupId);
    const served = await tickets.servedTo(ticket, judgeInPena(uid, groupId), now);
    if (!served) throw new AppError('ANSWER_NOT_SERVED');
    const answer = await answerToJudgeInPena(db, { id: served.answerId, groupId, judgeUid: uid });
    if (!answer) throw new AppError('ANSWER_NOT_FOUND');
    if (answer.player_uid === uid) throw new AppError('OWN_ANSWER');
    const today = dayOf(now);
    if (answer.ranked || !periods.isOpen(answer.period_start, today)) {
      throw new AppError('VOTING_CLOSED');
    }
    if (!mayJudgeDay(answer.day, today, await playedOn(uid, today))) {
      throw new AppError('PLAY_TODAY_FIRST');
    }
    // Hidden since, or its author left the peña: no longer this member's to score here.
    if (answer.hidden || !answer.byMember) throw new AppError('ANSWER_NOT_SERVED');
    return answer;
  }

  /**
   * Keeps the vote (a null score: the skip) in one transaction, as a public vote: the judge's row
   * locked and read (gone or banned refuses), then the answer's (deleted meanwhile refuses), the
   * membership read again, and the (peña, answer, judge) key the real guard against a second one.
   */
  const store = (uid: string, groupId: string, answerId: string, score: number | null) =>
    retriedTransaction(db, async (trx) => {
      const judge = (await lockPlayers(trx, [uid], 'noKeyUpdate', ['banned_at'])).get(uid);
      if (!judge) throw new AppError('NOT_REGISTERED');
      if (judge.banned_at !== null) throw new AppError('BANNED');
      if (!(await lockAnswers(trx, [answerId], 'noKeyUpdate')).has(answerId)) {
        throw new AppError('ANSWER_NOT_FOUND');
      }
      if (!(await isMember(trx, groupId, uid))) throw new AppError('NOT_A_MEMBER');
      const kept = await insertPenaVote(trx, {
        group_id: groupId,
        answer_id: answerId,
        judge_uid: uid,
        score,
        created_at: periods.now().toISOString(),
      });
      if (!kept) throw new AppError(score === null ? 'ANSWER_NOT_SERVED' : 'ALREADY_VOTED');
      return penaSumsOf(trx, groupId, answerId);
    });

  return {
    async pickAnswer(uid, groupId) {
      await memberOrFail(uid, groupId);
      const today = periods.today();
      const played = await playedOn(uid, today);
      const open = periods.judged().map((period) => period.start);
      const candidates = (
        await answersToJudgeInPena(db, { groupId, judgeUid: uid, periodStarts: open })
      ).filter((answer) => mayJudgeDay(answer.day, today, played));
      // The fewest peña votes first, the older period on a tie, then at random.
      const fewest = (a: (typeof candidates)[number]) => Number(a.pena_votes ?? 0);
      const least = Math.min(...candidates.map(fewest));
      const firsts = candidates.filter((answer) => fewest(answer) === least);
      const oldest = firsts.reduce<string | undefined>(
        (min, answer) =>
          min === undefined || answer.period_start < min ? answer.period_start : min,
        undefined,
      );
      const pool = firsts.filter((answer) => answer.period_start === oldest);
      const picked = pool[Math.floor(Math.random() * pool.length)];
      if (!picked) {
        const error = played ? 'NO_MORE_QUESTIONS' : 'PLAY_TODAY_FIRST';
        return { done: true, error, message: errors[error].message };
      }
      const ticket = await tickets.ticketFor(picked.id, judgeInPena(uid, groupId), periods.now());
      return { word: picked.word, answer: picked.answer, answer_uuid: ticket };
    },

    async castVote(uid, groupId, body) {
      const score = checkScore(body.score);
      if (!score.ok) throw new AppError(score.error);
      const answer = await answerToScore(uid, groupId, body.answer_uuid, periods.now());
      if (answer.judged) throw new AppError('ALREADY_VOTED');
      const sums = await store(uid, groupId, answer.id, score.value);
      return { score: meanScore(sums.score_total, sums.vote_count) ?? 0, votes: sums.vote_count };
    },

    async skip(uid, groupId, body) {
      const answer = await answerToScore(uid, groupId, body.answer_uuid, periods.now());
      if (answer.judged) throw new AppError('ANSWER_NOT_SERVED');
      await store(uid, groupId, answer.id, null);
    },
  };
}
