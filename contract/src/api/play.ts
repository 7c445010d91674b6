import { Type, type Static } from 'typebox';
import { Day } from './shared';

/** GET /api/play/word-of-the-day */
export const WordOfTheDayResponse = Type.Object({
  date: Day,
  word: Type.String(),
  played: Type.Boolean(),
  /** Once played: the answer as it was filed (its dictionary form); null before. */
  answer: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});
export type WordOfTheDayResponse = Static<typeof WordOfTheDayResponse>;

/** POST /api/play/submit: `word` is the word the page showed, `date` when the player sent it. */
export const SubmitAnswerBody = Type.Object(
  {
    word: Type.String(),
    answer: Type.String(),
    date: Type.String(),
  },
  { additionalProperties: false },
);
export type SubmitAnswerBody = Static<typeof SubmitAnswerBody>;

export const SubmitAnswerResponse = Type.Object({
  success: Type.Literal(true),
  word: Type.String(),
  /** The answer as filed: trimmed, lower case, with its accents restored where needed. */
  answer: Type.String(),
  message: Type.String(),
});
export type SubmitAnswerResponse = Static<typeof SubmitAnswerResponse>;
