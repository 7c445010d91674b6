import { Type, type Static } from 'typebox';
import { Day } from './shared';

/** One of a day's most common answers, and how many players gave it. */
export const CommonAnswer = Type.Object({
  answer: Type.String(),
  count: Type.Integer(),
});
export type CommonAnswer = Static<typeof CommonAnswer>;

/** Today's crowd, for a player who has played: most common answers first, ties alphabetical. */
export const TodaysCrowd = Type.Object({
  /** How many players have answered today, the caller included. */
  players: Type.Integer(),
  /** How many gave the caller's answer, the caller included. */
  sameAnswer: Type.Integer(),
  topAnswers: Type.Array(CommonAnswer),
});
export type TodaysCrowd = Static<typeof TodaysCrowd>;

/** GET /api/play/word-of-the-day */
export const WordOfTheDayResponse = Type.Object({
  date: Day,
  word: Type.String(),
  played: Type.Boolean(),
  /** Once played: the answer as it was filed (its dictionary form); null before. */
  answer: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
  /** Once played: what the others answered so far. Absent before, so nobody copies the crowd. */
  crowd: Type.Optional(TodaysCrowd),
});
export type WordOfTheDayResponse = Static<typeof WordOfTheDayResponse>;

/**
 * POST /api/play/submit: `word` is the word the page showed. `date`, when the player sent it by
 * the device's clock, is kept as SPEC.md sends it and never read: the server's clock says the day
 * and the word says whether the day rolled over since (WORD_EXPIRED, PRODUCT.md).
 * `spelling: 'as_typed'` is the player's answer to a SpellingQuestion: file the word as typed.
 */
export const SubmitAnswerBody = Type.Object(
  {
    word: Type.String(),
    answer: Type.String(),
    date: Type.Optional(Type.String()),
    spelling: Type.Optional(Type.Literal('as_typed')),
  },
  { additionalProperties: false },
);
export type SubmitAnswerBody = Static<typeof SubmitAnswerBody>;

/**
 * POST /api/play/submit's 200: nothing is filed yet. `typed` (lower case, no accent mark) is a
 * word, and so is `meant`, the same with an accent or ñ: the page asks which the player means
 * and sends `meant`, or `typed` with `spelling: 'as_typed'`.
 */
export const SpellingQuestion = Type.Object({
  typed: Type.String(),
  meant: Type.String(),
});
export type SpellingQuestion = Static<typeof SpellingQuestion>;

export const SubmitAnswerResponse = Type.Object({
  success: Type.Literal(true),
  word: Type.String(),
  /** The answer as filed: trimmed, lower case, with its accents restored where needed. */
  answer: Type.String(),
  message: Type.String(),
  /** What the others answered so far, this answer counted: the page needs ask nothing more. */
  crowd: TodaysCrowd,
});
export type SubmitAnswerResponse = Static<typeof SubmitAnswerResponse>;

export const PastDayParams = Type.Object({ date: Type.String() });

/** GET /api/play/day/:date: a day before today, its word and what the crowd answered. */
export const PastDayResponse = Type.Object({
  date: Day,
  word: Type.String(),
  players: Type.Integer(),
  topAnswers: Type.Array(CommonAnswer),
  /** The caller's answer of that day, as filed; null when they did not play it. */
  yourAnswer: Type.Union([Type.String(), Type.Null()]),
});
export type PastDayResponse = Static<typeof PastDayResponse>;
