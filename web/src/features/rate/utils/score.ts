import { readScore } from '@words/contract/rules';

/** Nothing yet, or a lone decimal point or comma: not a score, but it may become one. */
const SCORE_STARTED = /^[.,]?$/;

/**
 * What the score input lets through while typing: a score the rules take, or the start of one.
 * So the input never holds a third decimal or a number above 10.
 */
export function isScoreDraft(text: string): boolean {
  return SCORE_STARTED.test(text) || readScore(text).ok;
}
