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

/** 'open' while the answer's ranking period runs, 'closed' once its score is final. */
export const AnswerStatus = Type.Union([Type.Literal('open'), Type.Literal('closed')]);
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
});
export type PlayedWord = Static<typeof PlayedWord>;

/** GET /api/user/profile: the player's own answers, newest first. */
export const ProfileResponse = Type.Object({
  alias: Type.String(),
  playedWords: Type.Array(PlayedWord),
});
export type ProfileResponse = Static<typeof ProfileResponse>;
