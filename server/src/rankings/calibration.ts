import { limits } from '@words/contract/limits';

import { othersMean } from './others-mean';

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

/** One of a judge's votes beside its answer's count and total in hundredths, the vote in them. */
export interface SharedVote {
  score: number;
  answer: CalibratedSums;
  /** The judge's weight in the answer's count and total (judge-weights.ts); 1 when not weighed. */
  weight?: number;
}

/**
 * One judge's bias in hundredths (decision 0018): the mean, over the answers that other judges
 * rated too, of the judge's vote minus the other judges' mean on that answer; undefined (taken as
 * fair) with fewer than `minShared` such answers. The one home of the rule: the ranking asks it for
 * every judge of a period (`judgeBiases`), a judge's own figures for theirs.
 */
export function judgeBias(votes: Iterable<SharedVote>, minShared: number): number | undefined {
  let shared = 0;
  let total = 0;
  for (const { score, answer, weight = 1 } of votes) {
    const others = othersMean(answer.votes, answer.total, weight, score);
    if (others === undefined) continue;
    shared += 1;
    total += score - others;
  }
  return shared > 0 && shared >= minShared ? total / shared : undefined;
}

/**
 * Every judge's bias over a period's votes (`judgeBias`), the other judges' mean weighed by
 * `weights` when given (judge-weights.ts); judges without one are left out.
 */
export function judgeBiases(
  votes: readonly JudgeVote[],
  minShared: number,
  weights?: ReadonlyMap<string, number>,
): Map<string, number> {
  const sums = sumsByAnswer(votes, weights);
  const byJudge = new Map<string, SharedVote[]>();
  for (const vote of votes) {
    const answer = sums.get(vote.answer_id);
    if (!answer) continue;
    const judged = byJudge.get(vote.judge_uid) ?? [];
    judged.push({ score: vote.score, answer, weight: weights?.get(vote.judge_uid) ?? 1 });
    byJudge.set(vote.judge_uid, judged);
  }
  const biases = new Map<string, number>();
  for (const [judge, judged] of byJudge) {
    const bias = judgeBias(judged, minShared);
    if (bias !== undefined) biases.set(judge, bias);
  }
  return biases;
}

/**
 * Every answer's votes, each corrected by its judge's bias and kept within 0..10; with `weights`,
 * each vote counts as its judge's weight (the count and the total are then weighed sums). A
 * lenient judge's votes are lowered by their bias; a severe judge's are raised by theirs, but
 * never more than `severeRaisedAboveOthers` above the other judges' mean of the answer, nor a vote
 * already above it (decision 0067): a ring harsh to every rival of its friend looks severe, and
 * its severity must not raise what it gave the friend.
 */
export function calibratedSums(
  votes: readonly JudgeVote[],
  biases: ReadonlyMap<string, number>,
  weights?: ReadonlyMap<string, number>,
): Map<string, CalibratedSums> {
  const plain = sumsByAnswer(votes, weights);
  return sumsByAnswer(
    votes.map((vote) => {
      const bias = biases.get(vote.judge_uid) ?? 0;
      let score = vote.score - bias;
      if (bias < 0) {
        const answer = plain.get(vote.answer_id) ?? { votes: 0, total: 0 };
        const weight = weights?.get(vote.judge_uid) ?? 1;
        const others = othersMean(answer.votes, answer.total, weight, vote.score) ?? 0;
        score = Math.min(score, Math.max(vote.score, others + limits.severeRaisedAboveOthers));
      }
      return { ...vote, score: Math.min(MAX, Math.max(0, score)) };
    }),
    weights,
  );
}

function sumsByAnswer(
  votes: readonly JudgeVote[],
  weights?: ReadonlyMap<string, number>,
): Map<string, CalibratedSums> {
  const sums = new Map<string, CalibratedSums>();
  for (const vote of votes) {
    const answer = sums.get(vote.answer_id) ?? { votes: 0, total: 0 };
    const weight = weights?.get(vote.judge_uid) ?? 1;
    answer.votes += weight;
    answer.total += weight * vote.score;
    sums.set(vote.answer_id, answer);
  }
  return sums;
}
