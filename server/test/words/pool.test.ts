import { beforeAll, describe, expect, it } from 'vitest';
import { foldAccents, isSpanishWord } from '@words/contract/rules';
import { loadDictionary, type SpanishDictionary } from '../../src/words/dictionary';
import { wordPool } from '../../src/words/pool';

describe('the word pool', () => {
  it('holds at least 420 words', () => {
    expect(wordPool.length).toBeGreaterThanOrEqual(420);
  });

  it('has no duplicates, not even ignoring accents', () => {
    const byFolded = new Map<string, string[]>();
    for (const word of wordPool) {
      const folded = foldAccents(word);
      byFolded.set(folded, [...(byFolded.get(folded) ?? []), word]);
    }
    const duplicates = [...byFolded.values()].filter((words) => words.length > 1);
    expect(duplicates).toEqual([]);
  });

  it('has only lower-case, NFC words of Spanish letters, 1 to 24 long', () => {
    const bad = wordPool.filter(
      (word) =>
        word !== word.toLowerCase() ||
        word !== word.normalize('NFC') ||
        !isSpanishWord(word) ||
        word.length > 24,
    );
    expect(bad).toEqual([]);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(wordPool)).toBe(true);
  });

  describe('against the real dictionary', () => {
    let dictionary: SpanishDictionary;

    beforeAll(async () => {
      dictionary = await loadDictionary();
    }, 30_000);

    it('has only words the dictionary accepts as written', () => {
      const refused = wordPool.filter((word) => dictionary.formOf(word) !== word);
      expect(refused).toEqual([]);
    });
  });
});
