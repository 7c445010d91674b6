import { Type, type Static } from 'typebox';
import { Day } from './shared';

/** POST /api/user/login: no body; the Bearer token says who signs in. */
export const LoginResponse = Type.Object({ registered: Type.Boolean() });
export type LoginResponse = Static<typeof LoginResponse>;

/** POST /api/user/register */
export const RegisterBody = Type.Object(
  {
    alias: Type.String(),
    timezone: Type.String(),
    notifications: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResponse = Type.Object({ success: Type.Literal(true) });
export type RegisterResponse = Static<typeof RegisterResponse>;

/**
 * 'open' while the answer's ranking period runs, 'closed' once its score is final, 'hidden' when
 * judges' reports or an operator took it out of the game.
 */
export const AnswerStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('hidden'),
]);
export type AnswerStatus = Static<typeof AnswerStatus>;

export const PlayedWord = Type.Object({
  date: Day,
  word: Type.String(),
  answer: Type.String(),
  /** Mean of the votes, rounded to 2 decimals; null with no votes. */
  score: Type.Union([Type.Number(), Type.Null()]),
  votes: Type.Integer(),
  status: AnswerStatus,
  /** Once closed: the answer's place among the period's best answers, when it placed. */
  rank: Type.Union([Type.Integer(), Type.Null()]),
  /** Once closed: its place among the answers to its word, when it placed. */
  wordRank: Type.Union([Type.Integer(), Type.Null()]),
  /**
   * Once placed: its 'Puntuación', the score its place comes from (RankedAnswer's `rankScore`),
   * 2 decimals; null before, or for answers ranked before it was kept.
   */
  rankScore: Type.Union([Type.Number(), Type.Null()]),
});
export type PlayedWord = Static<typeof PlayedWord>;

/** GET /api/user/profile: the player's own answers, newest first. */
export const ProfileResponse = Type.Object({
  alias: Type.String(),
  playedWords: Type.Array(PlayedWord),
});
export type ProfileResponse = Static<typeof ProfileResponse>;

/** A judge's own figures. */
export const JudgeFigures = Type.Object({
  /** Votes cast, all time. */
  votes: Type.Integer(),
  /** Votes on the answers of the period running now. */
  votesThisPeriod: Type.Integer(),
  /**
   * Mean absolute difference, in points with 2 decimals, between the judge's votes and the other
   * judges' mean on the same answers; null until `limits.judgeAgreementMinVotes` such votes.
   */
  agreement: Type.Union([Type.Number(), Type.Null()]),
  /**
   * How the rankings correct the judge's votes in the period running now, in points with 2
   * decimals: positive when the judge scores above the other judges (their votes are lowered by
   * it), negative when below; null until `limits.calibrationMinVotes` answers shared with other
   * judges in the period.
   */
  correction: Type.Union([Type.Number(), Type.Null()]),
  /** Answers shared with other judges in a period before the rankings correct the judge's votes. */
  correctionAfter: Type.Integer(),
  /** Whether the judge's votes count (established and not banned: PRODUCT.md's "Judging you can trust"). */
  counts: Type.Boolean(),
  /** While they do not: why, and when they will (the sentence a vote answers with). */
  notCountedYet: Type.Union([Type.String(), Type.Null()]),
});
export type JudgeFigures = Static<typeof JudgeFigures>;

/** A player's best scored answer so far. */
export const BestAnswer = Type.Object({
  date: Day,
  word: Type.String(),
  answer: Type.String(),
  score: Type.Number(),
});
export type BestAnswer = Static<typeof BestAnswer>;

/**
 * The player's figures. A streak is a run of consecutive UTC days with an answer; the current one
 * is still alive until the end of the day after its last answer. Every 7 days played in a row earn a
 * comodín (2 at most), and a missed day spends one so the streak goes on.
 */
export const PlayerFigures = Type.Object({
  daysPlayed: Type.Integer(),
  currentStreak: Type.Integer(),
  bestStreak: Type.Integer(),
  /** Comodines held now. */
  comodines: Type.Integer(),
  /** The missed days a comodín saved, oldest first. */
  savedDays: Type.Array(Day),
  /** The mean of the scores of the player's scored answers, 2 decimals; null when none is scored. */
  meanScore: Type.Union([Type.Number(), Type.Null()]),
  bestAnswer: Type.Union([BestAnswer, Type.Null()]),
});
export type PlayerFigures = Static<typeof PlayerFigures>;

/** GET /api/user/stats: the caller's own figures, as a judge and as a player. */
export const UserStatsResponse = Type.Object({
  judge: JudgeFigures,
  player: PlayerFigures,
});
export type UserStatsResponse = Static<typeof UserStatsResponse>;
