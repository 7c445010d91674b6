import { limits } from '@words/contract/limits';

export interface RatedAnswer {
  id: string;
  day: string;
  vote_count: number;
  /** Sum of its votes in hundredths. */
  score_total: number;
  created_at: string;
}

export interface Placement {
  answerId: string;
  periodRank: number | null;
  wordRank: number | null;
  /** The Bayesian average its place comes from, in hundredths (unrounded). */
  average: number;
}

/** A period's placed answers, and the mean vote their averages were pulled toward (hundredths). */
export interface Ranking {
  /** Null in a period without votes. */
  priorMean: number | null;
  placements: Placement[];
  /** Every answer's id in the period's order, the placed and the rest: each one's place. */
  order: string[];
}

/**
 * The order of two answers whose scores tie, in every ranking (the public one and a peña's): more
 * votes first, then the earlier submission, then the id, so no two answers ever tie.
 */
export function tieBreak(
  a: Pick<RatedAnswer, 'id' | 'vote_count' | 'created_at'>,
  b: Pick<RatedAnswer, 'id' | 'vote_count' | 'created_at'>,
): number {
  return (
    b.vote_count - a.vote_count ||
    a.created_at.localeCompare(b.created_at) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Ranks a closed period's rated answers by a Bayesian average: each answer's votes are pulled
 * toward the period's mean vote as if it had `priorWeight` more votes at that mean, so one vote of
 * 10 does not beat thirty votes of 9.5. Ties: tieBreak.
 * Returns only the answers that placed: the period's best, and each word's best. Both lists follow
 * one order, so down either a lower place never has a higher average.
 */
export function rankAnswers(answers: readonly RatedAnswer[], priorWeight: number): Ranking {
  const { priorMean, scored } = bayesianOrder(answers, priorWeight);

  const placements = new Map<string, Placement>();
  const place = (answerId: string, average: number): Placement => {
    const existing = placements.get(answerId);
    if (existing) return existing;
    const placement: Placement = { answerId, periodRank: null, wordRank: null, average };
    placements.set(answerId, placement);
    return placement;
  };
  scored.slice(0, limits.rankingTopAnswers).forEach(({ answer, average }, index) => {
    place(answer.id, average).periodRank = index + 1;
  });
  const placedPerDay = new Map<string, number>();
  for (const { answer, average } of scored) {
    const placed = placedPerDay.get(answer.day) ?? 0;
    if (placed >= limits.rankingTopPerWord) continue;
    placedPerDay.set(answer.day, placed + 1);
    place(answer.id, average).wordRank = placed + 1;
  }
  return {
    priorMean,
    placements: [...placements.values()],
    order: scored.map(({ answer }) => answer.id),
  };
}

/** The mean vote of these answers in hundredths (unrounded): the prior; null without votes. */
export function meanVote(answers: readonly RatedAnswer[]): number | null {
  const votes = answers.reduce((sum, a) => sum + a.vote_count, 0);
  const total = answers.reduce((sum, a) => sum + a.score_total, 0);
  return votes === 0 ? null : total / votes;
}

/**
 * The Bayesian rule of every ranking (the public one and a peña's): each answer's votes pulled
 * toward `priorMean` (their own mean vote unless given) as if it had `priorWeight` more votes at
 * that mean; best average first, ties by tieBreak.
 */
export function bayesianOrder<T extends RatedAnswer>(
  answers: readonly T[],
  priorWeight: number,
  priorMean = meanVote(answers),
): { priorMean: number | null; scored: { answer: T; average: number }[] } {
  const prior = priorMean ?? 0;
  const scored = answers.map((answer) => ({
    answer,
    average: (priorWeight * prior + answer.score_total) / (priorWeight + answer.vote_count),
  }));
  scored.sort((a, b) => b.average - a.average || tieBreak(a.answer, b.answer));
  return { priorMean, scored };
}
