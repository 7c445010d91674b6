import type { RandomAnswerResult, SkipBody, VoteBody, VotedAnswer } from '@words/contract/api/vote';
import { dayOf } from '@words/contract/day';
import { errors } from '@words/contract/errors';
import { checkScore, meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { mayJudgeDay } from '../serving/day-to-judge';
import type { ServingTickets } from '../serving/serving-ticket';
import { notCountedYet, type EstablishmentRule } from '../trust/established-judges';
import { storeVote } from './cast-votes';
import { comesBefore, scopesToJudge, type QueueScope } from './judging-queue';
import { drawPickKey } from './pick-key';
import type { JudgingVenue, QueuedAnswer } from './venue';

/** A judge's role in one venue: an answer to judge, one vote per answer, or a skip. */
export interface VenueJudging {
  /**
   * An open answer for a judge: never their own nor one they judged or skipped, among those with
   * the fewest votes so every answer gets judged, at random among equals; or nothing left for now.
   */
  pickAnswer(judgeUid: string): Promise<RandomAnswerResult>;
  /**
   * Casts the vote; returns where the answer stands with it counted and, while the judge's votes
   * do not count yet, why.
   */
  castVote(
    judgeUid: string,
    body: VoteBody,
  ): Promise<{ answer: VotedAnswer; notCountedYet: string | null }>;
  /** 'Saltar': the answer handed to the judge is not handed to them again in this venue. */
  skip(judgeUid: string, body: SkipBody): Promise<void>;
}

/** Judging in every venue: the public one, and each peña's. */
export interface Judging {
  public: VenueJudging;
  inPena(groupId: string): VenueJudging;
}

/**
 * Judging, written once for every venue (venue.ts): the queue's walk, the ticket's checks at vote
 * time, the vote's transaction and its refusals. Every rule of judging holds wherever one judges.
 */
export function judgingIn(
  venue: JudgingVenue,
  deps: {
    db: Db;
    periods: Periods;
    /** The tickets vote/random hands answers out with, and the vote and the skip check. */
    tickets: ServingTickets;
    /** When a judge's votes start to count. */
    establishment: EstablishmentRule;
    /** Whether the player has filed an answer on `day` (the answers' service knows, cheaply). */
    playedOn: (playerUid: string, day: string) => Promise<boolean>;
  },
): VenueJudging {
  const { db, periods, tickets, establishment, playedOn } = deps;

  // The parts of the queue a judge walks change with the day only: worked out once a day.
  const scopesByDay = new Map<string, QueueScope[]>();
  const scopesOfTheDay = (today: string, played: boolean) => {
    const key = `${today} ${played}`;
    let scopes = scopesByDay.get(key);
    if (!scopes) {
      if (scopesByDay.size >= 4) scopesByDay.clear();
      scopes = scopesToJudge(periods.judged(), today, played);
      scopesByDay.set(key, scopes);
    }
    return scopes;
  };

  const admitted = async (judgeUid: string) => {
    const refused = await venue.refusesJudge(db, judgeUid);
    if (refused) throw new AppError(refused);
  };

  /**
   * The answer a ticket names, if the game handed it to this judge in this venue within the served
   * window and the judge may still score it: open, still theirs to score here (venue.ts), not their
   * own, and today's only once they played today.
   */
  async function answerToScore(judgeUid: string, ticket: string, now: Date) {
    await admitted(judgeUid);
    const served = await tickets.servedTo(ticket, venue.ticketHolder(judgeUid), now);
    // Nobody picks a target by its id: the vote is for what the game handed this judge.
    if (!served) throw new AppError('ANSWER_NOT_SERVED');
    const answer = await venue.answerToScore(db, served.answerId, judgeUid);
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
    // Hidden, held, reported, skipped or out of the venue's rule since it was handed out.
    if (!answer.servable) throw new AppError('ANSWER_NOT_SERVED');
    return answer;
  }

  /**
   * The queue walked in the database: the most urgent answer this judge may be handed over these
   * parts (the older part on a tie), then one at random among its equals.
   */
  async function walkQueue(scopes: readonly QueueScope[], judgeUid: string) {
    let fewest: QueuedAnswer | undefined;
    let fewestScope: QueueScope | undefined;
    for (const scope of scopes) {
      const first = await venue.firstToJudge(db, scope, judgeUid);
      if (first && (!fewest || comesBefore(first, fewest))) {
        fewest = first;
        fewestScope = scope;
      }
    }
    if (!fewest || !fewestScope) return undefined;
    const random = await venue.firstToJudge(db, fewestScope, judgeUid, {
      vote_count: fewest.vote_count,
      queue_rank: fewest.queue_rank,
      fromPickKey: drawPickKey(),
    });
    return random ?? fewest;
  }

  return {
    async pickAnswer(judgeUid) {
      await admitted(judgeUid);
      // During the days after a period ends its answers are still judged beside the new ones:
      // the fewest votes win, the older period on a tie (it closes first).
      // A judge who has not played today walks the earlier days one by one (judging-queue.ts).
      const today = periods.today();
      const played = await playedOn(judgeUid, today);
      const picked = await walkQueue(scopesOfTheDay(today, played), judgeUid);
      if (!picked) {
        const error = played ? 'NO_MORE_QUESTIONS' : 'PLAY_TODAY_FIRST';
        return { done: true, error, message: errors[error].message };
      }
      // Handing it out stores nothing: the ticket is the proof (decision 0054).
      const ticket = await tickets.ticketFor(
        picked.id,
        venue.ticketHolder(judgeUid),
        periods.now(),
      );
      return { word: picked.word, answer: picked.answer, answer_uuid: ticket };
    },

    async castVote(judgeUid, body) {
      const score = checkScore(body.score);
      if (!score.ok) throw new AppError(score.error);
      const now = periods.now();
      const answer = await answerToScore(judgeUid, body.answer_uuid, now);
      const outcome = await storeVote(db, venue, {
        answerId: answer.id,
        judgeUid,
        score: score.value,
        createdAt: now.toISOString(),
        periodStart: answer.period_start,
      });
      // The venue's one-vote key is the real guard: a simultaneous second vote lands here; and
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
      // Scored already: the ticket has served its turn, and a skip would sit beside the vote.
      if (answer.voted) throw new AppError('ALREADY_VOTED');
      await venue.keepSkip(db, judgeUid, answer.id, now.toISOString());
    },
  };
}
