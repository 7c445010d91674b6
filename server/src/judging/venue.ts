import type { Db } from '../db/database';
import type { JudgeProgress, JudgeStanding } from '../trust/established-judges';
import type { QueueScope, QueueTier } from './judging-queue';

/**
 * Where answers are judged: the public (everyone's scores and rankings) or a peña (its own, decision
 * 0061). judging.ts walks the queue, checks the ticket and casts the vote once for every venue; a
 * venue says only what is its own: who its tickets are for, who may judge in it, which answers
 * its queue holds and in what order, and where its votes and skips go.
 */
export interface JudgingVenue {
  /** Who the venue's tickets are signed for: a ticket handed out in one venue holds in no other. */
  ticketHolder(judgeUid: string): string;
  /** Why the judge may not judge here at all (a peña's outsider), or null. */
  refusesJudge(db: Db, judgeUid: string): Promise<VenueRefusal | null>;
  /**
   * The first answer of this part of the queue the judge may be handed here, in the venue's order:
   * from the start, or among the equals of a tier from a pick key (inclusive).
   */
  firstToJudge(
    db: Db,
    scope: QueueScope,
    judgeUid: string,
    from?: TierFrom,
  ): Promise<QueuedAnswer | undefined>;
  /** The answer a ticket names, as a vote or a skip checks it. */
  answerToScore(db: Db, answerId: string, judgeUid: string): Promise<AnswerToScore | undefined>;
  /**
   * In the vote's transaction, the judge and the answer locked: the venue's own rule read again
   * (a peña joined or left since the call checked), then the vote kept where the venue keeps it.
   */
  keepVote(trx: Db, vote: VoteToKeep, judge: JudgeStanding): Promise<KeptVote | Refused>;
  /** 'Saltar': the answer is not handed to the judge here again. */
  keepSkip(db: Db, judgeUid: string, answerId: string, skippedAt: string): Promise<void>;
}

/** Why a venue refuses a judge outright: a peña's judging is for its members. */
export type VenueRefusal = 'NOT_A_MEMBER';

/**
 * Why a vote was not cast in its transaction: the judge deleted (on another instance, or
 * meanwhile) or banned, the answer deleted with its author's account meanwhile, the venue's rule
 * broken since (a peña-mate's answer in public, an outsider in a peña), or voted on already.
 */
export type VoteRefusal =
  | 'NOT_REGISTERED'
  | 'BANNED'
  | 'ANSWER_NOT_FOUND'
  | 'ANSWER_NOT_SERVED'
  | 'ALREADY_VOTED'
  | VenueRefusal;

export interface Refused {
  cast: false;
  refused: VoteRefusal;
}

/** A tier's answers from one pick key on (inclusive). */
export type TierFrom = QueueTier & { fromPickKey: number };

/** An answer as the queue hands it out, with its place in the venue's queue. */
export interface QueuedAnswer extends QueueTier {
  id: string;
  word: string;
  answer: string;
}

/** The answer a ticket names, as judging.ts checks it before a vote or a skip. */
export interface AnswerToScore {
  id: string;
  player_uid: string;
  day: string;
  period_start: string;
  /** Its period has been ranked (closed). */
  ranked: boolean;
  /** This judge has voted on it here: a vote or a skip with its ticket is refused ALREADY_VOTED. */
  voted: boolean;
  /**
   * Still this judge's to score here: in judging for them (trust/conditions), not skipped, and
   * within the venue's rule (not a peña-mate's in public, a member's in a peña).
   */
  servable: boolean;
}

export interface VoteToKeep {
  answerId: string;
  judgeUid: string;
  /** In hundredths. */
  score: number;
  createdAt: string;
  periodStart: string;
}

/** An answer's votes in the venue and their total in hundredths, the vote just cast included. */
export interface AnswerSums {
  vote_count: number;
  score_total: number;
}

/**
 * A kept vote: the answer's sums with it, whether it counts and, while its judge is not yet
 * established (public judging only), how far they have come.
 */
export interface KeptVote {
  cast: true;
  sums: AnswerSums;
  counts: boolean;
  progress: JudgeProgress | null;
}
