import { calibratedSums, judgeBiases, type JudgeVote } from './calibration';
import { judgeReliabilities } from './judge-reliability';
import { judgeWeights, scaledToVotes } from './judge-weights';
import { rankAnswers, type RatedAnswer } from './rank-answers';

/**
 * A placed answer as its period's ranking keeps it (closed is final, decision 0041): its places,
 * the plain figures it shows (its counted votes and their total, in hundredths) and the figures its
 * place comes from, each rounded to hundredths once, here.
 */
export interface RankedPlacement {
  answerId: string;
  periodRank: number | null;
  wordRank: number | null;
  voteCount: number;
  scoreTotal: number;
  /** 'Puntuación': the Bayesian average of its corrected, weighed votes, in hundredths. */
  rankScore: number;
  /** The mean of its corrected votes, each as much as its judge weighs, in hundredths. */
  correctedScore: number;
}

/** What ranking a closed period decides, to be stored once. */
export interface PeriodRanking {
  /** The mean of the ranked answers' corrected votes, in hundredths; null without votes. */
  priorMean: number | null;
  placements: RankedPlacement[];
  /** Every rated answer's id in the period's order (rankAnswers). */
  order: string[];
}

/**
 * Ranks a closed period from its rateable answers (stored plain counts) and the votes that count
 * on its answers: each judge weighed (judge-weights.ts, decision 0060) and trusted as far as their
 * votes do not sink what the others lift (judge-reliability.ts, decision 0067), each vote of a
 * lenient judge lowered by their leniency against the trusted others (decision 0018; a severe
 * judge's are never raised), then the Bayesian average of the
 * weighed votes (`rankAnswers`). The one home of the scoring rule.
 *
 * The figures are rounded from the very averages the order was sorted by, and rounding is
 * monotone: down either list a lower place never shows a higher 'Puntuación'. Answers whose
 * averages round to the same hundredth show the same one, ordered by their unrounded averages or,
 * on an exact tie, by more votes, then the earlier submission.
 */
export function rankPeriod(
  rated: readonly RatedAnswer[],
  votes: readonly JudgeVote[],
  rule: { priorWeight: number; calibrationMinVotes: number },
): PeriodRanking {
  const weighed = judgeWeights(votes);
  const reliability = judgeReliabilities(votes, weighed);
  const weights = scaledToVotes(
    votes,
    new Map([...weighed].map(([uid, weight]) => [uid, weight * (reliability.get(uid) ?? 1)])),
  );
  const biases = judgeBiases(votes, rule.calibrationMinVotes, weights);
  const calibrated = calibratedSums(votes, biases, weights);
  const corrected = rated.map((answer) => {
    const sums = calibrated.get(answer.id);
    return sums ? { ...answer, vote_count: sums.votes, score_total: sums.total } : answer;
  });
  const plain = new Map(rated.map((answer) => [answer.id, answer]));
  const correctedMean = new Map(
    corrected.map((answer) => [answer.id, answer.score_total / answer.vote_count]),
  );
  const { priorMean, placements, order } = rankAnswers(corrected, rule.priorWeight);
  return {
    priorMean: priorMean === null ? null : Math.round(priorMean),
    order,
    placements: placements.map(({ answerId, periodRank, wordRank, average }) => {
      const voteCount = plain.get(answerId)?.vote_count ?? 0;
      return {
        answerId,
        periodRank,
        wordRank,
        voteCount,
        scoreTotal: plain.get(answerId)?.score_total ?? 0,
        rankScore: Math.round(average),
        correctedScore: voteCount === 0 ? 0 : Math.round(correctedMean.get(answerId) ?? 0),
      };
    }),
  };
}
