import { Type, type Static } from 'typebox';

/** GET /api/vote/random: an answer to judge; who wrote it is never told. */
export const RandomAnswerResponse = Type.Object({
  word: Type.String(),
  answer: Type.String(),
  answer_uuid: Type.String(),
});
export type RandomAnswerResponse = Static<typeof RandomAnswerResponse>;

/** POST /api/vote/submit */
export const VoteBody = Type.Object(
  {
    answer_uuid: Type.String(),
    score: Type.Number(),
  },
  { additionalProperties: false },
);
export type VoteBody = Static<typeof VoteBody>;

export const VoteResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type VoteResponse = Static<typeof VoteResponse>;
