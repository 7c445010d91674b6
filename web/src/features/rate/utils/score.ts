import { limits } from '@words/contract/limits';

/** Digits with at most `scoreDecimals` decimals; the dot may still be waiting for its digits. */
const scorePattern = new RegExp(`^\\d*(\\.\\d{0,${limits.scoreDecimals}})?$`);

/** What the score input lets through while typing: digits, up to 2 decimals, never above 10. */
export function isScoreDraft(text: string): boolean {
  return scorePattern.test(text) && !(Number(text) > limits.scoreMax);
}

/** The score to send, or null when `text` is not a number from 0 to 10 with at most 2 decimals. */
export function parseScore(text: string): number | null {
  if (!/\d/.test(text) || !scorePattern.test(text)) return null;
  const score = Number(text);
  return score >= limits.scoreMin && score <= limits.scoreMax ? score : null;
}
