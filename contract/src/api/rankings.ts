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
  /**
   * The period that has ended and whose answers are still judged until `rankedOn`, when its
   * ranking comes (the Monday and Tuesday after a week), or whose judging has ended and whose
   * ranking the server has not stored yet (within a minute); absent the rest of the time.
   */
  judging: Type.Optional(CurrentPeriod),
  /** Votes an answer needs to be ranked. */
  minVotes: Type.Integer(),
});
export type RankingPeriodsResponse = Static<typeof RankingPeriodsResponse>;

/**
 * One placed answer, with the figures it was ranked with (closed is final): the plain mean of its
 * counted votes with 2 decimals, their number, and whether the caller wrote it.
 */
export const RankedAnswer = Type.Object({
  rank: Type.Integer(),
  alias: Type.String(),
  word: Type.String(),
  answer: Type.String(),
  date: Day,
  score: Type.Number(),
  votes: Type.Integer(),
  mine: Type.Boolean(),
  /**
   * 'Puntuación': the score its place comes from, 2 decimals: the mean once each judge's vote is
   * corrected, pulled toward the period's mean as if it had `RankingHow.priorWeight` more votes at
   * it. Within one table a higher place never has a lower one. Null for answers ranked before it
   * was kept.
   */
  rankScore: Type.Union([Type.Number(), Type.Null()]),
  /** The mean of its votes once each judge's correction is applied, 2 decimals; null as above. */
  correctedScore: Type.Union([Type.Number(), Type.Null()]),
});
export type RankedAnswer = Static<typeof RankedAnswer>;

export const RankedWord = Type.Object({
  date: Day,
  word: Type.String(),
  /** Its best answers, at most `limits.rankingTopPerWord`; empty when none was rated. */
  answers: Type.Array(RankedAnswer),
});
export type RankedWord = Static<typeof RankedWord>;

/**
 * How a closed period was ranked, as it was on the day it was ranked: '¿Por qué este orden?'. A
 * period ranked before these were kept (decision 0041) has them all null: the settings the server
 * runs with now need not be those it was ranked with.
 */
export const RankingHow = Type.Object({
  /**
   * The mean of the counted, corrected votes of the answers it ranked (those with `minVotes` votes,
   * not hidden), 2 decimals; null when unknown.
   */
  priorMean: Type.Union([Type.Number(), Type.Null()]),
  /** How many votes at the period's mean each answer is given before its own (in votes). */
  priorWeight: Type.Union([Type.Integer(), Type.Null()]),
  /** Votes an answer needed to be ranked. */
  minVotes: Type.Union([Type.Integer(), Type.Null()]),
});
export type RankingHow = Static<typeof RankingHow>;

/** GET /api/rankings/:period (the period's first day): its best answers and each word's. */
export const PeriodRankingResponse = Type.Object({
  period: RankingPeriod,
  how: RankingHow,
  /** At most `limits.rankingTopAnswers`. */
  best: Type.Array(RankedAnswer),
  words: Type.Array(RankedWord),
  /**
   * The caller's place in the period's order however low ('Tu puesto'), with their best-placed
   * answer, among `of` ranked answers; absent when none of theirs was ranked (or the period was
   * ranked before places were kept).
   */
  yourPlace: Type.Optional(
    Type.Object({
      place: Type.Integer(),
      of: Type.Integer(),
      answer: Type.String(),
      word: Type.String(),
    }),
  ),
});
export type PeriodRankingResponse = Static<typeof PeriodRankingResponse>;

export const PeriodParams = Type.Object({ period: Type.String() });
