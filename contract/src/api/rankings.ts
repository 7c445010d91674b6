import { Type, type Static } from 'typebox';
import { Day } from './shared';

/** A closed ranking period: from `start` (included) to `end` (excluded), UTC days. */
export const RankingPeriod = Type.Object({
  start: Day,
  end: Day,
});
export type RankingPeriod = Static<typeof RankingPeriod>;

/**
 * The period running now: answers are filed in it until `end`; they are judged until
 * `rankedOn`, the day its ranking is computed.
 */
export const CurrentPeriod = Type.Object({
  start: Day,
  end: Day,
  rankedOn: Day,
});
export type CurrentPeriod = Static<typeof CurrentPeriod>;

/** GET /api/rankings: the closed periods that have rankings, newest first, and how they are made. */
export const RankingPeriodsResponse = Type.Object({
  periods: Type.Array(RankingPeriod),
  current: CurrentPeriod,
  /** Votes an answer needs to be ranked. */
  minVotes: Type.Integer(),
});
export type RankingPeriodsResponse = Static<typeof RankingPeriodsResponse>;

/** One placed answer: the mean of its votes with 2 decimals, and whether the caller wrote it. */
export const RankedAnswer = Type.Object({
  rank: Type.Integer(),
  alias: Type.String(),
  word: Type.String(),
  answer: Type.String(),
  date: Day,
  score: Type.Number(),
  votes: Type.Integer(),
  mine: Type.Boolean(),
});
export type RankedAnswer = Static<typeof RankedAnswer>;

export const RankedWord = Type.Object({
  date: Day,
  word: Type.String(),
  /** Its best answers, at most `limits.rankingTopPerWord`; empty when none was rated. */
  answers: Type.Array(RankedAnswer),
});
export type RankedWord = Static<typeof RankedWord>;

/** GET /api/rankings/:period (the period's first day): its best answers and each word's. */
export const PeriodRankingResponse = Type.Object({
  period: RankingPeriod,
  /** At most `limits.rankingTopAnswers`. */
  best: Type.Array(RankedAnswer),
  words: Type.Array(RankedWord),
});
export type PeriodRankingResponse = Static<typeof PeriodRankingResponse>;

export const PeriodParams = Type.Object({ period: Type.String() });
