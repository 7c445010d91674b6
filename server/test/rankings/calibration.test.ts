import { describe, expect, it } from 'vitest';
import { calibratedSums, judgeBiases, type JudgeVote } from '../../src/rankings/calibration';
import { generator, kendallTau } from '../support/simulation-math';

interface Simulation {
  truth: number[];
  votes: JudgeVote[];
}

/**
 * A period as decision 0018 describes it: 300 answers of true quality 2 to 8, 60 judges (a
 * fifth harsh by 2 points, a fifth lenient by 2, the rest fair, every vote with noise of 1
 * point), 8 votes per answer from judges picked at random.
 */
function simulate(seed: number): Simulation {
  const random = generator(seed);
  const answers = 300;
  const judges = Array.from({ length: 60 }, (_, j) => ({
    uid: `juez-${j}`,
    bias: j < 12 ? -2 : j < 24 ? 2 : 0,
  }));
  const truth = Array.from({ length: answers }, () => 2 + 6 * random.next());
  const votes: JudgeVote[] = [];
  truth.forEach((quality, a) => {
    const chosen = new Set<number>();
    while (chosen.size < 8) chosen.add(Math.floor(random.next() * judges.length));
    for (const j of chosen) {
      const judge = judges[j];
      if (!judge) continue;
      const score = Math.min(10, Math.max(0, quality + judge.bias + random.normal()));
      votes.push({ answer_id: `r-${a}`, judge_uid: judge.uid, score: Math.round(score * 100) });
    }
  });
  return { truth, votes };
}

function means(sums: Map<string, { votes: number; total: number }>, answers: number): number[] {
  return Array.from({ length: answers }, (_, a) => {
    const s = sums.get(`r-${a}`);
    return s ? s.total / s.votes : 0;
  });
}

describe('judge calibration', () => {
  it("measures a judge's bias against the other judges on the same answers", () => {
    const votes: JudgeVote[] = [];
    // Ten answers: two fair judges give 6, the harsh one 4.
    for (let a = 0; a < 10; a++) {
      for (const [judge, score] of [
        ['fair-1', 600],
        ['fair-2', 600],
        ['harsh', 400],
      ] as const) {
        votes.push({ answer_id: `r-${a}`, judge_uid: judge, score });
      }
    }
    const biases = judgeBiases(votes, 10);
    // harsh: 400 - 600 = -200; each fair judge: 600 - (600 + 400) / 2 = +100.
    expect(Object.fromEntries(biases)).toEqual({ 'fair-1': 100, 'fair-2': 100, harsh: -200 });
    const calibrated = calibratedSums(votes, biases);
    expect(calibrated.get('r-0')).toEqual({ votes: 3, total: 500 + 500 + 600 });
  });

  it('leaves alone a judge with fewer answers shared than CALIBRATION_MIN_VOTES', () => {
    const votes: JudgeVote[] = [];
    for (let a = 0; a < 9; a++) {
      votes.push({ answer_id: `r-${a}`, judge_uid: 'nuevo', score: 200 });
      votes.push({ answer_id: `r-${a}`, judge_uid: 'otro', score: 800 });
    }
    // A vote on an answer nobody else rated says nothing about the judge.
    votes.push({ answer_id: 'solo', judge_uid: 'nuevo', score: 0 });
    expect(judgeBiases(votes, 10).size).toBe(0);
    expect(judgeBiases(votes, 9).get('nuevo')).toBe(-600);
  });

  it('keeps corrected votes within 0..10, and raises no severe vote past the others (decision 0067)', () => {
    const votes: JudgeVote[] = [];
    for (let a = 0; a < 10; a++) {
      votes.push({ answer_id: `r-${a}`, judge_uid: 'generoso', score: a === 0 ? 100 : 1000 });
      votes.push({ answer_id: `r-${a}`, judge_uid: 'duro', score: a === 0 ? 900 : 0 });
    }
    const calibrated = calibratedSums(votes, judgeBiases(votes, 10));
    for (const { votes: count, total } of calibrated.values()) {
      expect(total / count).toBeGreaterThanOrEqual(0);
      expect(total / count).toBeLessThanOrEqual(1000);
    }
    // generoso's bias is (100 - 900 + 9 × 1000) / 10 = +820, duro's -820. duro's 9 on r-0 is
    // not raised: it is above generoso's 1 already, and severity to the rest is no bonus.
    expect(calibrated.get('r-0')).toEqual({ votes: 2, total: 0 + 900 });
    expect(calibrated.get('r-1')).toEqual({ votes: 2, total: 180 + 820 });
  });

  it('brings the ranking closer to the true order with harsh, lenient and fair judges', () => {
    const taus = [1, 2, 3, 4, 5].map((seed) => {
      const { truth, votes } = simulate(seed);
      const plain = means(calibratedSums(votes, new Map()), truth.length);
      const calibrated = means(calibratedSums(votes, judgeBiases(votes, 10)), truth.length);
      return { plain: kendallTau(truth, plain), calibrated: kendallTau(truth, calibrated) };
    });
    const mean = (key: 'plain' | 'calibrated') =>
      taus.reduce((sum, t) => sum + t[key], 0) / taus.length;
    // Decision 0018 reports these figures: plain 0.811, calibrated 0.874 (mean of 5 periods).
    expect(mean('plain')).toBeCloseTo(0.811, 3);
    expect(mean('calibrated')).toBeCloseTo(0.874, 3);
    for (const tau of taus) expect(tau.calibrated).toBeGreaterThan(tau.plain);
    expect(mean('calibrated') - mean('plain')).toBeGreaterThan(0.03);
  });
});
