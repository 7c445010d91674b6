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

/** Where the answer stands with the vote counted: the judges' mean (2 decimals) and its votes. */
export const VotedAnswer = Type.Object({
  score: Type.Number(),
  votes: Type.Integer(),
});
export type VotedAnswer = Static<typeof VotedAnswer>;

export const VoteResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  answer: VotedAnswer,
  /**
   * For a judge not yet established: why the vote is kept but does not count yet, and when it
   * will (messages.voteCountsAfterDays / voteCountsAfterVotes). Absent once their votes count.
   */
  notCountedYet: Type.Optional(Type.String()),
});
export type VoteResponse = Static<typeof VoteResponse>;

/** POST /api/vote/skip: 'Saltar'; the answer is not handed to this judge again. 204, no body. */
export const SkipBody = Type.Object(
  { answer_uuid: Type.String() },
  { additionalProperties: false },
);
export type SkipBody = Static<typeof SkipBody>;
