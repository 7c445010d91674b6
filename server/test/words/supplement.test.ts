import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary, loadLexicon, type SpanishDictionary } from '../../src/words/dictionary';
import type { Lexicon } from '../../src/words/lexicon/build-lexicon';
import { supplement } from '../../src/words/lexicon/supplement';

const LOAD_TIMEOUT = 60_000;

describe("the project's supplement", () => {
  let dictionary: SpanishDictionary;
  let lexicon: Lexicon;

  beforeAll(async () => {
    [dictionary, lexicon] = await Promise.all([loadDictionary(), loadLexicon()]);
  }, LOAD_TIMEOUT);

  it.each(supplement.map((entry) => [entry.word, entry.like ?? '(none)', entry]))(
    'accepts %j, inflected like %j, in every form it shows',
    (word, _like, entry) => {
      expect(dictionary.formOf(word)).toBe(word);
      expect(lexicon.isEntry(word)).toBe(true);
      for (const form of entry.forms) expect(dictionary.formOf(form)).toBe(form);
    },
  );

  it('takes each model from the dictionary, so that the model gives the forms', () => {
    const models = supplement.flatMap(({ like }) => (like === undefined ? [] : [like]));
    const unknown = models.filter((like) => lexicon.formsLike('x', like) === null);
    expect(unknown).toEqual([]);
  });

  it('lists each word once', () => {
    const words = supplement.map(({ word }) => word);
    expect(new Set(words).size).toBe(words.length);
  });
});
