import { limits } from '@words/contract/limits';

/** One vote as the ranking reads it: the score in hundredths. */
export interface JudgeVote {
  answer_id: string;
  judge_uid: string;
  score: number;
}

/** An answer's votes once each is corrected by its judge's bias: a count and a total in hundredths. */
export interface CalibratedSums {
  votes: number;
  total: number;
}

const MAX = limits.scoreMax * 100;

/**
 * Each judge's bias in hundredths (decision 0018): the mean, over the answers that other judges
 * rated too, of the judge's vote minus the other judges' mean on that answer. Only judges with at
 * least `minShared` such answers get one; the others are taken as fair.
 */
export function judgeBiases(votes: readonly JudgeVote[], minShared: number): Map<string, number> {
  const sums = sumsByAnswer(votes);
  const differences = new Map<string, { count: number; total: number }>();
  for (const vote of votes) {
    const answer = sums.get(vote.answer_id);
    if (!answer || answer.votes < 2) continue;
    const othersMean = (answer.total - vote.score) / (answer.votes - 1);
    const judge = differences.get(vote.judge_uid) ?? { count: 0, total: 0 };
    judge.count += 1;
    judge.total += vote.score - othersMean;
    differences.set(vote.judge_uid, judge);
  }
  const biases = new Map<string, number>();
  for (const [judge, { count, total }] of differences) {
    if (count >= minShared) biases.set(judge, total / count);
  }
  return biases;
}

/** Every answer's votes, each minus its judge's bias and kept within 0..10. */
export function calibratedSums(
  votes: readonly JudgeVote[],
  biases: ReadonlyMap<string, number>,
): Map<string, CalibratedSums> {
  return sumsByAnswer(
    votes.map((vote) => ({
      ...vote,
      score: Math.min(MAX, Math.max(0, vote.score - (biases.get(vote.judge_uid) ?? 0))),
    })),
  );
}

function sumsByAnswer(votes: readonly JudgeVote[]): Map<string, CalibratedSums> {
  const sums = new Map<string, CalibratedSums>();
  for (const vote of votes) {
    const answer = sums.get(vote.answer_id) ?? { votes: 0, total: 0 };
    answer.votes += 1;
    answer.total += vote.score;
    sums.set(vote.answer_id, answer);
  }
  return sums;
}
