import { bayesianOrder, meanVote, tieBreak, type RatedAnswer } from './rank-answers';

/** A member's answer in its peña's ranking, with the peña's figures (hundredths). */
export interface PenaPlacement {
  answerId: string;
  place: number;
  voteCount: number;
  scoreTotal: number;
  /** 'Puntuación', rounded to hundredths; null while short of the minimum of votes. */
  rankScore: number | null;
}

export interface PenaRanking {
  /** The peña's mean vote over the period's answers, in hundredths; null without votes. */
  priorMean: number | null;
  placements: PenaPlacement[];
}

/**
 * A peña's ranking of a period (decision 0061): every member's answer, by the peña's own votes
 * (`answers` carry the peña's counts). The public Bayesian rule (`bayesianOrder`) with the peña's
 * mean vote over all of them as the prior: the answers with at least `minVotes` first by
 * 'Puntuación', then the others, most votes first (tieBreak). No calibration: a peña's judges are
 * few and know each other.
 */
export function rankPena(
  answers: readonly RatedAnswer[],
  rule: { priorWeight: number; minVotes: number },
): PenaRanking {
  const priorMean = meanVote(answers);
  const enough = answers.filter((answer) => answer.vote_count >= rule.minVotes);
  const short = answers.filter((answer) => answer.vote_count < rule.minVotes).sort(tieBreak);
  const { scored } = bayesianOrder(enough, rule.priorWeight, priorMean);
  const placements = [
    ...scored.map(({ answer, average }) => ({ answer, rankScore: Math.round(average) })),
    ...short.map((answer) => ({ answer, rankScore: null })),
  ].map(({ answer, rankScore }, index) => ({
    answerId: answer.id,
    place: index + 1,
    voteCount: answer.vote_count,
    scoreTotal: answer.score_total,
    rankScore,
  }));
  return { priorMean: priorMean === null ? null : Math.round(priorMean), placements };
}
