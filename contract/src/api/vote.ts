import { Type, type Static } from 'typebox';

/**
 * SPEC.md's `answer_uuid`, kept by that name: it carries no answer's id but the serving ticket
 * (decision 0054, server/src/serving/serving-ticket.ts), which the server signs when vote/random
 * hands the answer to this judge, naming the answer and when it was handed out. The page passes it
 * back as it came, with the vote, the skip or the report of that answer; it holds for that judge
 * only (in a peña, for that peña only), within `limits.servedAnswerHours`.
 */
export const ServingTicket = Type.String();

/** GET /api/vote/random: an answer to judge; who wrote it is never told. */
export const RandomAnswerResponse = Type.Object({
  word: Type.String(),
  answer: Type.String(),
  /** The serving ticket of this answer for this judge (see ServingTicket), not the answer's id. */
  answer_uuid: ServingTicket,
});
export type RandomAnswerResponse = Static<typeof RandomAnswerResponse>;

/**
 * Why GET /api/vote/random has nothing to hand out, a normal end of judging (200) told in SPEC.md's
 * `error` field: NO_MORE_QUESTIONS when the judge has seen everything there is; PLAY_TODAY_FIRST
 * when only today's answers are left, for those who played today. The message is the code's text.
 */
export const NothingToJudgeReason = Type.Union([
  Type.Literal('NO_MORE_QUESTIONS'),
  Type.Literal('PLAY_TODAY_FIRST'),
]);
export type NothingToJudgeReason = Static<typeof NothingToJudgeReason>;

export const NothingToJudge = Type.Object({
  done: Type.Literal(true),
  error: NothingToJudgeReason,
  message: Type.String(),
});
export type NothingToJudge = Static<typeof NothingToJudge>;

/** GET /api/vote/random, 200: an answer to judge, or nothing left for now. */
export const RandomAnswerResult = Type.Union([RandomAnswerResponse, NothingToJudge]);
export type RandomAnswerResult = Static<typeof RandomAnswerResult>;

/** POST /api/vote/submit */
export const VoteBody = Type.Object(
  {
    /** The serving ticket vote/random handed out with the answer (see ServingTicket). */
    answer_uuid: ServingTicket,
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
  {
    /** The serving ticket vote/random handed out with the answer (see ServingTicket). */
    answer_uuid: ServingTicket,
  },
  { additionalProperties: false },
);
export type SkipBody = Static<typeof SkipBody>;
