import { foldAccents } from '@words/contract/rules';

interface UsedWord {
  day: string;
  word: string;
}

/**
 * The pool word for a day nobody scheduled: the first pool word that has never been a word of
 * the day (scheduled days included), or, once all have been, the one used longest ago.
 * Deterministic in its inputs, so every server instance picks the same word.
 */
export function nextPoolWord(pool: readonly string[], used: readonly UsedWord[]): string {
  const lastUse = new Map<string, string>();
  for (const { day, word } of used) {
    const key = foldAccents(word);
    const previous = lastUse.get(key);
    if (previous === undefined || day > previous) lastUse.set(key, day);
  }
  let best: string | undefined;
  let bestDay = '\uffff';
  for (const word of pool) {
    const day = lastUse.get(foldAccents(word));
    if (day === undefined) return word;
    if (day < bestDay) {
      best = word;
      bestDay = day;
    }
  }
  if (best === undefined) throw new Error('The word pool is empty');
  return best;
}
