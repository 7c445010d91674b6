import { limits } from '@words/contract/limits';

/**
 * The score a vote recorded, with its 2 decimals and the decimal mark the judge typed, so a
 * judge who typed "7,5" reads "7,50" and sees that the comma counted: 7.50, not 7.
 */
export function recordedScore(typed: string, score: number): string {
  const fixed = score.toFixed(limits.scoreDecimals);
  return typed.includes(',') ? fixed.replace('.', ',') : fixed;
}
