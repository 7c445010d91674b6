import type {
  RandomAnswerResponse,
  SkipBody,
  VoteBody,
  VotedAnswer,
} from '@words/contract/api/vote';
import { checkScore, meanScore } from '@words/contract/rules';
import { dayOf } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { AnswerRow } from '../db/schema';
import type { Periods } from '../periods/periods';
import { notCountedYet, type EstablishmentRule } from '../trust/established-judges';
import { mayJudgeDay } from '../serving/day-to-judge';
import type { ServingTickets } from '../serving/serving-ticket';
import { storeVote } from './cast-votes';
import { comesBefore, scopesToJudge, type QueueScope } from './judging-queue';
import type { JudgingQueue } from './karma';
import { drawPickKey } from './pick-key';
import { firstAnswerToJudge } from './queue.repository';
import { keepSkip } from './skips.repository';
import { answerToJudge } from './votes.repository';

/** The judge's role: an answer to judge, one vote per answer, or a skip. */
export interface Judging {
  /**
   * An open answer for a judge: never their own nor one they judged or skipped, among those with
   * the fewest votes so every answer gets judged, those whose authors judge first, at random
   * among equals.
   */
  pickAnswer(judgeUid: string): Promise<RandomAnswerResponse>;
  /**
   * Casts the vote; returns where the answer stands with it counted and, while the judge's votes
   * do not count yet, why.
   */
  castVote(
    judgeUid: string,
    body: VoteBody,
  ): Promise<{ answer: VotedAnswer; notCountedYet: string | null }>;
  /** 'Saltar': the answer handed to the judge is not handed to them again. */
  skip(judgeUid: string, body: SkipBody): Promise<void>;
}

export function createJudging(deps: {
  db: Db;
  periods: Periods;
  queue: JudgingQueue;
  /** When a judge's votes start to count. */
  establishment: EstablishmentRule;
  /** The tickets vote/random hands answers out with, and the vote and the skip check. */
  tickets: ServingTickets;
  /** Whether the player has filed an answer on `day` (the answers' service knows, cheaply). */
  playedOn: (playerUid: string, day: string) => Promise<boolean>;
}): Judging {
  const { db, periods, queue, establishment, tickets, playedOn } = deps;

  /**
   * The answer a ticket names, if the game handed it to this judge within the served window and
   * the judge may still score it: open, shown, not their own nor a peña-mate's, not skipped, and
   * today's only once they played today.
   */
  async function answerToScore(judgeUid: string, ticket: string, now: Date) {
    const served = await tickets.servedTo(ticket, judgeUid, now);
    // Nobody picks a target by its id: the vote is for what the game handed this judge.
    if (!served) throw new AppError('ANSWER_NOT_SERVED');
    const answer = await answerToJudge(db, served.answerId, judgeUid);
    // Deleted with its author's account since.
    if (!answer) throw new AppError('ANSWER_NOT_FOUND');
    if (answer.player_uid === judgeUid) throw new AppError('OWN_ANSWER');
    // One reading of the clock for the period, the day and the served window, even at midnight.
    const today = dayOf(now);
    // Ranked is closed whatever this instance's clock says: the stored ranking must hold.
    if (answer.ranked || !periods.isOpen(answer.period_start, today)) {
      throw new AppError('VOTING_CLOSED');
    }
    // Whatever its ticket, today's answer is for those who played today.
    if (!mayJudgeDay(answer.day, today, await playedOn(judgeUid, today))) {
      throw new AppError('PLAY_TODAY_FIRST');
    }
    // Hidden, skipped or a peña-mate's since it was handed out: no longer this judge's to score.
    if (answer.hidden || answer.skipped || answer.penaMate) {
      throw new AppError('ANSWER_NOT_SERVED');
    }
    return answer;
  }

  /**
   * The queue walked in the database: the most urgent answer this judge may be handed over these
   * parts (the older part on a tie), then one at random among its equals.
   */
  async function walkQueue(scopes: readonly QueueScope[], judgeUid: string) {
    let fewest: AnswerRow | undefined;
    let fewestScope: QueueScope | undefined;
    for (const scope of scopes) {
      const first = await firstAnswerToJudge(db, scope, judgeUid);
      if (first && (!fewest || comesBefore(first, fewest))) {
        fewest = first;
        fewestScope = scope;
      }
    }
    if (!fewest || !fewestScope) return undefined;
    const random = await firstAnswerToJudge(db, fewestScope, judgeUid, {
      vote_count: fewest.vote_count,
      queue_rank: fewest.queue_rank,
      fromPickKey: drawPickKey(),
    });
    return random ?? fewest;
  }

  return {
    async pickAnswer(judgeUid) {
      // During the days after a period ends its answers are still judged beside the new ones:
      // the fewest votes win, the older period on a tie (it closes first).
      // A judge who has not played today walks the earlier days one by one (judging-queue.ts).
      const today = periods.today();
      const played = await playedOn(judgeUid, today);
      const scopes = scopesToJudge(periods.judged(), today, played);
      const picked = await walkQueue(scopes, judgeUid);
      if (!picked) throw new AppError(played ? 'NO_MORE_QUESTIONS' : 'PLAY_TODAY_FIRST');
      // Handing it out stores nothing: the ticket is the proof (decision 0054).
      const ticket = await tickets.ticketFor(picked.id, judgeUid, periods.now());
      return { word: picked.word, answer: picked.answer, answer_uuid: ticket };
    },

    async castVote(judgeUid, body) {
      const score = checkScore(body.score);
      if (!score.ok) throw new AppError(score.error);
      const now = periods.now();
      const answer = await answerToScore(judgeUid, body.answer_uuid, now);
      const outcome = await storeVote(db, {
        vote: {
          answer_id: answer.id,
          judge_uid: judgeUid,
          score: score.value,
          created_at: now.toISOString(),
        },
        periodStart: answer.period_start,
        queueRanking: queue.ranking,
        establishment,
      });
      // The (answer, judge) key is the real guard: a simultaneous second vote lands here; and
      // the ban as the vote's transaction read it, whatever the call read before.
      if (!outcome.cast) throw new AppError(outcome.refused);
      const { sums, progress } = outcome;
      return {
        answer: {
          score: meanScore(sums.score_total, sums.vote_count) ?? 0,
          votes: sums.vote_count,
        },
        notCountedYet: outcome.counts || !progress ? null : notCountedYet(progress, establishment),
      };
    },

    async skip(judgeUid, body) {
      const now = periods.now();
      const answer = await answerToScore(judgeUid, body.answer_uuid, now);
      await keepSkip(db, judgeUid, answer.id, now.toISOString());
    },
  };
}
