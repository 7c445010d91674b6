import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/app-error';
import { normaliseAnswer } from '../../src/answers/normalise-answer';
import { loadDictionary, type SpanishDictionary } from '../../src/words/dictionary';

const LOAD_TIMEOUT = 60_000;

/**
 * Words of the academy's dictionary that players tried and Hunspell's Spanish dictionary
 * refused (issues 17 and 25), each with the plurals and feminines Spanish gives it.
 */
const REFUSED_BEFORE: Record<string, string[]> = {
  pingüino: ['pingüinos', 'pingüina', 'pingüinas'],
  ñu: ['ñus'],
  chupito: ['chupitos'],
  ñoqui: ['ñoquis'],
  tamal: ['tamales'],
  arepa: ['arepas'],
  ceviche: ['ceviches'],
  chévere: ['chéveres'],
  guagua: ['guaguas'],
  pibe: ['pibes', 'piba', 'pibas'],
  palta: ['paltas'],
  cuate: ['cuates', 'cuata', 'cuatas'],
  chamaco: ['chamacos', 'chamaca', 'chamacas'],
  táper: ['táperes'],
  wasap: ['wasaps'],
  pádel: [],
  selfi: ['selfis'],
  esnob: ['esnobs'],
  básquet: [],
  polvorón: ['polvorones'],
  galimatías: [],
  traqueotomía: ['traqueotomías'],
  saltón: ['saltones', 'saltona', 'saltonas'],
  sacrosanta: ['sacrosanto', 'sacrosantos', 'sacrosantas'],
  concusión: ['concusiones'],
  // Issue 25: tried by players, and the everyday words the same look found missing.
  chipichipi: ['chipichipis'],
  achuchón: ['achuchones'],
  boli: ['bolis'],
  peli: ['pelis'],
  chuche: ['chuches'],
  flipante: ['flipantes'],
  friegaplatos: [],
  besucón: ['besucones', 'besucona', 'besuconas'],
  curita: ['curitas'],
  chirimiri: ['chirimiris'],
  montadito: ['montaditos'],
  fideuá: ['fideuás'],
  fuet: ['fuets'],
  buñuelo: ['buñuelos'],
};

describe('the words players tried that the dictionary used to refuse', () => {
  let dictionary: SpanishDictionary;

  beforeAll(async () => {
    dictionary = await loadDictionary();
  }, LOAD_TIMEOUT);

  it.each(Object.entries(REFUSED_BEFORE))('accepts %j and its forms %j', (word, forms) => {
    for (const form of [word, ...forms]) expect(dictionary.formOf(form)).toBe(form);
  });

  it.each([
    ['pinguino', 'pingüino'],
    ['nu', 'ñu'],
    ['noqui', 'ñoqui'],
    ['chevere', 'chévere'],
    ['polvoron', 'polvorón'],
    ['galimatias', 'galimatías'],
    ['achuchon', 'achuchón'],
    ['bunuelo', 'buñuelo'],
  ])('restores the missing accent of %j as %j', (typed, filed) => {
    expect(dictionary.formOf(typed)).toBe(filed);
  });
});

// Issue 47, point 5: «carpincho» was refused; Hunspell's dictionaries lack thousands of the
// academy's entries, Americanisms above all, which academy-words.ts now brings.
describe("the academy's entries that no Hunspell dictionary has", () => {
  let dictionary: SpanishDictionary;

  beforeAll(async () => {
    dictionary = await loadDictionary();
  }, LOAD_TIMEOUT);

  it.each(['carpincho', 'yacaré', 'tucán', 'chajá', 'pejerrey', 'surubí', 'vizcacha', 'pudú'])(
    'accepts %j',
    (word) => {
      expect(dictionary.formOf(word)).toBe(word);
    },
  );

  it('restores the accent of one typed plain', () => {
    expect(dictionary.formOf('yacare')).toBe('yacaré');
  });
});

describe('what is still refused with the larger dictionary', () => {
  let dictionary: SpanishDictionary;

  beforeAll(async () => {
    dictionary = await loadDictionary();
  }, LOAD_TIMEOUT);

  it.each([
    // English words.
    'the',
    'computer',
    'weekend',
    'download',
    'hello',
    'happy',
    'because',
    'keyboard',
    'email',
    // Typos of common words.
    'casaa',
    'perrp',
    'cancoin',
    'arbool',
    'ventanna',
    'bosqe',
    'nostalgiaa',
    'libretad',
    // Letters that are no word.
    'xyzzyq',
    'qwerty',
    'asdfgh',
    'zzz',
    'ñññ',
  ])('refuses %j as not in the dictionary', (typed) => {
    expect(() => normaliseAnswer(typed, 'mar', dictionary)).toThrow(
      new AppError('NOT_IN_DICTIONARY'),
    );
  });

  it.each(['casa1', '2024', '😀', 'casa😀', 'ca\u200bsa', '\u200dcasa', 'ca\u00adsa', 'caſa'])(
    'refuses %j before the dictionary, as not one word of Spanish letters',
    (typed) => {
      expect(() => normaliseAnswer(typed, 'mar', dictionary)).toThrow(
        new AppError('INVALID_ANSWER'),
      );
    },
  );
});
