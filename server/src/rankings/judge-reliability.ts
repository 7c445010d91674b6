import { limits } from '@words/contract/limits';
import type { JudgeVote } from './calibration';
import { othersMean } from './others-mean';

/**
 * How far each judge of a period is trusted in its ranking (decision 0067), from 0 to 1: a judge
 * whose votes fall well below what the other judges give the same answers, answer after answer,
 * counts for less. A ring sinks every rival of its friend, and sinking is what it cannot hide,
 * however it varies its votes; an honest judge sinks only the answers the others sink too, and a
 * severe one scores everything a little lower, within the margin. One-sided on purpose: judges
 * who score above the others are corrected by calibration (calibration.ts), never trusted less.
 *
 * Learned in rounds: the others' mean of each answer is weighed by the judges' `weights`
 * (judge-weights.ts) times their reliability of the round before, so a ring that outnumbers the
 * honest judges of a small week loses its say from the first round, when it sinks six answers and
 * they one.
 */
export function judgeReliabilities(
  votes: readonly JudgeVote[],
  weights: ReadonlyMap<string, number>,
): Map<string, number> {
  const uids: string[] = [];
  const judgeIndex = new Map<string, number>();
  const answerIndex = new Map<string, number>();
  const judgeOf = new Int32Array(votes.length);
  const answerOf = new Int32Array(votes.length);
  for (const [i, vote] of votes.entries()) {
    let judge = judgeIndex.get(vote.judge_uid);
    if (judge === undefined) {
      judge = uids.length;
      judgeIndex.set(vote.judge_uid, judge);
      uids.push(vote.judge_uid);
    }
    let answer = answerIndex.get(vote.answer_id);
    if (answer === undefined) {
      answer = answerIndex.size;
      answerIndex.set(vote.answer_id, answer);
    }
    judgeOf[i] = judge;
    answerOf[i] = answer;
  }
  const weight = Float64Array.from(uids, (uid) => weights.get(uid) ?? 1);
  const reliability = new Float64Array(uids.length).fill(1);
  const weighed = new Float64Array(answerIndex.size);
  const total = new Float64Array(answerIndex.size);
  const below = new Float64Array(uids.length);
  const shared = new Float64Array(uids.length);
  const { reliabilityMargin: margin, reliabilityPriorVotes: priorVotes } = limits;
  const priorBelow = limits.reliabilityPriorBelow;

  for (let round = 0; round < limits.reliabilityRounds; round++) {
    weighed.fill(0);
    total.fill(0);
    below.fill(0);
    shared.fill(0);
    for (const [i, { score }] of votes.entries()) {
      const judge = judgeOf[i] ?? 0;
      const say = (weight[judge] ?? 1) * (reliability[judge] ?? 1);
      const answer = answerOf[i] ?? 0;
      weighed[answer] = (weighed[answer] ?? 0) + say;
      total[answer] = (total[answer] ?? 0) + say * score;
    }
    for (const [i, { score }] of votes.entries()) {
      const judge = judgeOf[i] ?? 0;
      const answer = answerOf[i] ?? 0;
      const say = (weight[judge] ?? 1) * (reliability[judge] ?? 1);
      const others = othersMean(weighed[answer] ?? 0, total[answer] ?? 0, say, score);
      if (others === undefined) continue;
      shared[judge] = (shared[judge] ?? 0) + 1;
      below[judge] = (below[judge] ?? 0) + Math.max(0, others - score - margin);
    }
    for (let judge = 0; judge < uids.length; judge++) {
      const n = shared[judge] ?? 0;
      const meanBelow = (priorVotes * priorBelow + (below[judge] ?? 0)) / (priorVotes + n);
      reliability[judge] = Math.min(1, (priorBelow / meanBelow) ** 2);
    }
  }
  return new Map(uids.map((uid, judge) => [uid, reliability[judge] ?? 1]));
}
