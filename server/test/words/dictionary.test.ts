import { beforeAll, describe, expect, it } from 'vitest';
import {
  accentVariants,
  createDictionary,
  loadDictionary,
  type SpanishDictionary,
} from '../../src/words/dictionary';

const LOAD_TIMEOUT = 30_000;

/** A checker that knows only the given words, exactly as written. */
function fakeChecker(...words: string[]) {
  const known = new Set(words);
  return { correct: (word: string) => known.has(word) };
}

describe('the real Spanish dictionary', () => {
  let dictionary: SpanishDictionary;

  beforeAll(async () => {
    dictionary = await loadDictionary();
  }, LOAD_TIMEOUT);

  it('is built once and shared', async () => {
    const [a, b] = await Promise.all([loadDictionary(), loadDictionary()]);
    expect(a).toBe(dictionary);
    expect(b).toBe(dictionary);
  });

  it.each(['casa', 'perro', 'mar', 'libertad', 'volar', 'canción', 'árbol', 'niño'])(
    'accepts the common word %j as itself',
    (word) => {
      expect(dictionary.formOf(word)).toBe(word);
    },
  );

  it.each(['corrieron', 'casas', 'bonitas', 'perra', 'canciones', 'soñábamos', 'árboles'])(
    'accepts the inflected form %j as itself',
    (word) => {
      expect(dictionary.formOf(word)).toBe(word);
    },
  );

  it.each(['xyzq', 'asdfgh', 'casaa', 'qwerty'])('refuses the non-word %j', (word) => {
    expect(dictionary.formOf(word)).toBeNull();
  });

  it.each([
    ['cancion', 'canción'],
    ['arbol', 'árbol'],
    ['nino', 'niño'],
    ['cafe', 'café'],
    ['anadir', 'añadir'],
    ['verguenza', 'vergüenza'],
    ['ciguena', 'cigüeña'],
    ['montanes', 'montañés'],
    ['montañes', 'montañés'],
    ['Cancion', 'canción'],
  ])('restores the missing accent of %j as %j', (typed, filed) => {
    expect(dictionary.formOf(typed)).toBe(filed);
  });

  it.each([
    ['sueno', 'sueño'],
    ['pena', 'peña'],
    ['Cana', 'caña'],
    ['ano', 'año'],
    ['papa', 'papá'],
    ['lampara', 'lámpara'],
  ])('asks whether %j, a word itself, meant the entry %j', (typed, meant) => {
    expect(dictionary.meantOf(typed)).toBe(meant);
    expect(dictionary.asTyped(typed)).toBe(typed.toLowerCase());
  });

  it.each(['casa', 'beso', 'camino', 'mar', 'sueño', 'cancion', 'xyzq', 'niño'])(
    'asks nothing of %j: no other spelling is an entry, it has its marks, or it is no word as typed',
    (typed) => {
      expect(dictionary.meantOf(typed)).toBeNull();
    },
  );

  it('files what formOf files when the word typed is no word as typed', () => {
    expect(dictionary.asTyped('cancion')).toBe('canción');
    expect(dictionary.asTyped('xyzq')).toBeNull();
  });

  it('files any case in lower case', () => {
    expect(dictionary.formOf('CASA')).toBe('casa');
    expect(dictionary.formOf('Casa')).toBe('casa');
    expect(dictionary.formOf('CANCIÓN')).toBe('canción');
  });

  it('keeps a word that is an entry without accents, even when an accented form exists', () => {
    // "esta", "sabana" and "hacia" are entries of their own, as are "está", "sábana", "hacía".
    expect(dictionary.formOf('esta')).toBe('esta');
    expect(dictionary.formOf('sabana')).toBe('sabana');
    expect(dictionary.formOf('hacia')).toBe('hacia');
  });

  it.each([
    ['lampara', 'lámpara'],
    ['ingles', 'inglés'],
    ['publico', 'público'],
    ['numero', 'número'],
    ['limite', 'límite'],
  ])(
    'files %j, only an inflection without accents, as the entry %j players mean',
    (typed, filed) => {
      expect(dictionary.formOf(typed)).toBe(filed);
    },
  );

  it('keeps an inflection typed without accents when no accented form is an entry', () => {
    // "hablo" and "habló" are both forms of hablar.
    expect(dictionary.formOf('hablo')).toBe('hablo');
    expect(dictionary.formOf('casas')).toBe('casas');
  });

  it('refuses proper names, which the dictionary has only capitalised', () => {
    expect(dictionary.formOf('madrid')).toBeNull();
    expect(dictionary.formOf('Madrid')).toBeNull();
    expect(dictionary.formOf('MADRID')).toBeNull();
    expect(dictionary.formOf('españa')).toBeNull();
  });

  it('does not add accents to a word that already has one', () => {
    // "cancíon" is misspelled; moving its accent is not restoring a missing one.
    expect(dictionary.formOf('cancíon')).toBeNull();
  });

  it('refuses a word the dictionary lacks in every accented form', () => {
    expect(dictionary.formOf('pinguinno')).toBeNull();
    expect(dictionary.formOf('cancionn')).toBeNull();
  });
});

describe('the dictionary with a fake checker', () => {
  it('returns null when no accented variant is a word', () => {
    const dictionary = createDictionary(fakeChecker('casa'));
    expect(dictionary.formOf('cancion')).toBeNull();
  });

  it('returns the only accented variant that is a word', () => {
    const dictionary = createDictionary(fakeChecker('canción'));
    expect(dictionary.formOf('cancion')).toBe('canción');
  });

  it('returns null when two accented variants are words (ambiguous)', () => {
    const dictionary = createDictionary(fakeChecker('papá', 'pápa'));
    expect(dictionary.formOf('papa')).toBeNull();
  });

  it('counts an accent on a vowel and an ñ as two different variants', () => {
    const dictionary = createDictionary(fakeChecker('año', 'anó'));
    expect(dictionary.formOf('ano')).toBeNull();
  });

  it('only counts words the checker knows in lower case', () => {
    const dictionary = createDictionary(fakeChecker('Madrid'));
    expect(dictionary.formOf('madrid')).toBeNull();
    expect(dictionary.formOf('Madrid')).toBeNull();
  });

  it('prefers the word as typed over its accented variants', () => {
    const dictionary = createDictionary(fakeChecker('ingles', 'inglés'));
    expect(dictionary.formOf('ingles')).toBe('ingles');
  });

  it('prefers the one accented entry over a typed word that is only an inflection', () => {
    const known = new Set(['lampara', 'lámpara', 'lampará']);
    const dictionary = createDictionary({
      correct: (word) => known.has(word),
      isEntry: (word) => word === 'lámpara',
    });
    expect(dictionary.formOf('lampara')).toBe('lámpara');
  });

  it('keeps a typed inflection when two accented forms are entries', () => {
    const known = new Set(['papas', 'pápas', 'papás']);
    const dictionary = createDictionary({
      correct: (word) => known.has(word),
      isEntry: (word) => word !== 'papas',
    });
    expect(dictionary.formOf('papas')).toBe('papas');
  });

  it('combines one accent mark with one ñ', () => {
    const dictionary = createDictionary(fakeChecker('cigüeña'));
    expect(dictionary.formOf('ciguena')).toBe('cigüeña');
  });

  it('refuses the empty word', () => {
    const dictionary = createDictionary({ correct: () => true });
    expect(dictionary.formOf('')).toBeNull();
  });
});

describe('accentVariants', () => {
  it('lists every single accent mark, every single ñ, and each pair of the two', () => {
    expect(new Set(accentVariants('nu'))).toEqual(new Set(['nú', 'nü', 'ñu', 'ñú', 'ñü']));
  });

  it('never includes the word itself', () => {
    expect(accentVariants('cancion')).not.toContain('cancion');
    expect(accentVariants('xyz')).toEqual([]);
  });
});
