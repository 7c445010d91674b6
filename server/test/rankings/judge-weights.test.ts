import { describe, expect, it } from 'vitest';
import type { JudgeVote } from '../../src/rankings/calibration';
import { judgeWeights } from '../../src/rankings/judge-weights';

/** `judges` vote on answers r-0.. with the scores (hundredths) each row gives. */
const votesOf = (judges: Record<string, number[]>): JudgeVote[] =>
  Object.entries(judges).flatMap(([judge_uid, scores]) =>
    scores.map((score, a) => ({ answer_id: `r-${a}`, judge_uid, score })),
  );

describe("a judge's weight in a period's ranking (decision 0060)", () => {
  it('weighs a judge of fewer than 10 answers in proportion to a judge of 10 or more', () => {
    const weights = judgeWeights(
      votesOf({
        steady: [200, 900, 400, 700, 300, 800, 500, 600, 100, 1000, 650],
        passing: [1000, 0, 1000],
      }),
    );
    expect((weights.get('passing') ?? 0) / (weights.get('steady') ?? 0)).toBeCloseTo(0.3);
    // As many votes as were cast, weighed: the prior's weight in votes keeps its meaning.
    expect(11 * (weights.get('steady') ?? 0) + 3 * (weights.get('passing') ?? 0)).toBeCloseTo(14);
  });

  it('gives judges who vote together one judge’s weight between them, and none to judges who differ', () => {
    const ring = [1000, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const weights = judgeWeights(
      votesOf({
        'ring-1': ring,
        'ring-2': ring,
        // Within half a point of the others on average: still together.
        'ring-3': ring.map((score) => (score === 0 ? 40 : 960)),
        fair: [200, 900, 400, 700, 300, 800, 500, 600, 100, 650],
        // A point from the fair judge on every answer: an honest difference.
        close: [300, 800, 500, 600, 400, 700, 600, 500, 200, 750],
      }),
    );
    const fair = weights.get('fair') ?? 0;
    expect((weights.get('ring-1') ?? 0) / fair).toBeCloseTo(1 / 3);
    expect((weights.get('ring-3') ?? 0) / fair).toBeCloseTo(1 / 3);
    expect(weights.get('close')).toBe(fair);
  });
});
