import type { RankedAnswer, RankingHow } from '@words/contract/api/rankings';
import { strings } from '@/lib/strings';

const why = strings.rankings.why;

/**
 * '¿Por qué este orden?' for one answer, in sentences with its own figures: its plain mean and
 * counted votes, its mean once each judge's correction is applied, the prior that makes its
 * 'Puntuación', and the votes needed to be ranked. Periods ranked before the figures were kept say
 * so instead of showing numbers they do not have. `days` is the period's length.
 */
export function whyThisOrder(answer: RankedAnswer, how: RankingHow, days: number): string[] {
  const sentences = [why.mean(answer.score, answer.votes)];
  if (answer.rankScore === null && answer.correctedScore === null) {
    sentences.push(why.notKept);
  } else {
    sentences.push(
      answer.correctedScore === null ? why.correctedUnknown : why.corrected(answer.correctedScore),
    );
    if (how.priorWeight !== null) sentences.push(why.prior(days, how.priorWeight, how.priorMean));
    sentences.push(
      answer.rankScore === null ? why.rankScoreUnknown : why.rankScore(answer.rankScore),
    );
  }
  if (how.minVotes !== null) sentences.push(why.minVotes(how.minVotes));
  return sentences;
}
