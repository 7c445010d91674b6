import { limits } from '@words/contract/limits';

const SCALE = 10 ** limits.scoreDecimals;

/** A vote in hundredths, or null when it is not a number from 0 to 10 with at most 2 decimals. */
export function scoreInHundredths(score: number): number | null {
  if (!Number.isFinite(score) || score < limits.scoreMin || score > limits.scoreMax) return null;
  const scaled = Math.round(score * SCALE);
  // 7.25 * 100 is 724.9999…: compare with a tolerance far below one hundredth.
  return Math.abs(scaled - score * SCALE) < 1e-6 ? scaled : null;
}

/** The mean of an answer's votes with 2 decimals; null with no votes. */
export function meanScore(totalHundredths: number, votes: number): number | null {
  if (votes === 0) return null;
  return Math.round(totalHundredths / votes) / SCALE;
}
