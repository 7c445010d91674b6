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
}

/**
 * Ranks a closed period's rated answers by a Bayesian average: each answer's votes are pulled
 * toward the period's mean vote as if it had `priorWeight` more votes at that mean, so one vote of
 * 10 does not beat thirty votes of 9.5. Ties: more votes, then the earlier submission.
 * Returns only the answers that placed: the period's best, and each word's best. Both lists follow
 * one order, so down either a lower place never has a higher average.
 */
export function rankAnswers(answers: readonly RatedAnswer[], priorWeight: number): Ranking {
  const votes = answers.reduce((sum, a) => sum + a.vote_count, 0);
  const total = answers.reduce((sum, a) => sum + a.score_total, 0);
  const priorMean = votes === 0 ? 0 : total / votes;
  const scored = answers.map((answer) => ({
    answer,
    average: (priorWeight * priorMean + answer.score_total) / (priorWeight + answer.vote_count),
  }));
  scored.sort(
    (a, b) =>
      b.average - a.average ||
      b.answer.vote_count - a.answer.vote_count ||
      a.answer.created_at.localeCompare(b.answer.created_at) ||
      a.answer.id.localeCompare(b.answer.id),
  );

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
  return { priorMean: votes === 0 ? null : priorMean, placements: [...placements.values()] };
}
