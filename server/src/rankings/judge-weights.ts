import { limits } from '@words/contract/limits';
import type { JudgeVote } from './calibration';

/**
 * How much each judge's votes weigh in a period's ranking (decision 0060), relative to each other:
 * - a judge who voted on fewer answers of the period than the usual judge (`usualCast`) weighs in
 *   proportion, so a ring that only votes its target (skipping the rest) buys little;
 * - judges who vote together (on at least `limits.togetherMinShared` shared answers, within
 *   `limits.togetherWithin` hundredths of each other on average) share one judge's weight: a ring
 *   casting the same votes is one voice however many accounts it has.
 */
export function judgeWeights(votes: readonly JudgeVote[]): Map<string, number> {
  const index = new Map<string, number>();
  const byJudge: { answer: string; score: number }[][] = [];
  const byAnswer = new Map<string, { judge: number; score: number }[]>();
  for (const { answer_id: answer, judge_uid: uid, score } of votes) {
    let judge = index.get(uid);
    if (judge === undefined) {
      judge = index.size;
      index.set(uid, judge);
      byJudge.push([]);
    }
    byJudge[judge]?.push({ answer, score });
    const scores = byAnswer.get(answer) ?? [];
    scores.push({ judge, score });
    byAnswer.set(answer, scores);
  }
  // Each pair of judges once (the later one from the earlier), in memory for one judge at a time.
  const voices = new Array<number>(index.size).fill(1);
  const shared = new Float64Array(index.size);
  const distance = new Float64Array(index.size);
  for (const [judge, judged] of byJudge.entries()) {
    const met = new Set<number>();
    for (const { answer, score } of judged) {
      for (const other of byAnswer.get(answer) ?? []) {
        if (other.judge <= judge) continue;
        met.add(other.judge);
        shared[other.judge] = (shared[other.judge] ?? 0) + 1;
        distance[other.judge] = (distance[other.judge] ?? 0) + Math.abs(score - other.score);
      }
    }
    for (const other of met) {
      const n = shared[other] ?? 0;
      if (n >= limits.togetherMinShared && (distance[other] ?? 0) <= limits.togetherWithin * n) {
        voices[judge] = (voices[judge] ?? 1) + 1;
        voices[other] = (voices[other] ?? 1) + 1;
      }
      shared[other] = 0;
      distance[other] = 0;
    }
  }
  const usual = usualCast(byJudge);
  return scaledToVotes(
    votes,
    new Map(
      [...index].map(([uid, judge]) => {
        const cast = byJudge[judge]?.length ?? 0;
        return [uid, Math.min(1, cast / usual) / (voices[judge] ?? 1)];
      }),
    ),
  );
}

/**
 * Judges' weights scaled so that the period's votes weigh as many votes as they are: the prior's
 * weight (RANKING_PRIOR_WEIGHT, in votes) keeps its meaning, and a period where all judges weigh
 * alike is ranked as if nobody were weighed.
 */
export function scaledToVotes(
  votes: readonly JudgeVote[],
  weights: ReadonlyMap<string, number>,
): Map<string, number> {
  const weighed = votes.reduce((sum, vote) => sum + (weights.get(vote.judge_uid) ?? 1), 0);
  const scale = weighed === 0 ? 1 : votes.length / weighed;
  return new Map([...weights].map(([uid, weight]) => [uid, weight * scale]));
}

/**
 * The votes of the period's usual judge: as many as the judge behind the median vote cast, at most
 * `limits.fullWeightVotes`. Votes, not judges, so that many accounts of one vote each do not make
 * one vote usual.
 */
function usualCast(byJudge: readonly (readonly unknown[])[]): number {
  const casts = byJudge.flatMap((judged) => Array<number>(judged.length).fill(judged.length));
  casts.sort((a, b) => a - b);
  const median = casts[Math.floor((casts.length - 1) / 2)] ?? 1;
  return Math.max(1, Math.min(limits.fullWeightVotes, median));
}
