import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary, type SpanishDictionary } from '../../src/words/dictionary';
import { isFormOf } from '../../src/words/same-root';

describe('isFormOf', () => {
  it.each([
    ['nostalgias', 'nostalgia'],
    ['gata', 'gato'],
    ['gatas', 'gato'],
    ['canciones', 'canción'],
    ['árboles', 'árbol'],
    ['Bosques', 'bosque'],
    ['soñé', 'soñar'],
    // Plurals of words ending in a consonant, which the stemmer cuts apart (issue 25).
    ['libertades', 'libertad'],
    ['Libertades', 'libertad'],
    ['ciudades', 'ciudad'],
    ['lápices', 'lápiz'],
    ['peces', 'pez'],
    ['jóvenes', 'joven'],
    ['exámenes', 'examen'],
    ['relojes', 'reloj'],
    ['mares', 'mar'],
    ['jabalíes', 'jabalí'],
  ])('counts %j as a form of %j', (answer, word) => {
    expect(isFormOf(answer, word)).toBe(true);
  });

  it.each([
    ['nostálgico', 'nostalgia'],
    ['marea', 'mar'],
    ['luna', 'luz'],
    ['ola', 'mar'],
    ['liberal', 'libertad'],
    ['marino', 'mar'],
  ])('counts %j as another word than %j', (answer, word) => {
    expect(isFormOf(answer, word)).toBe(false);
  });
});

// Issue 47, point 4: «vuelo» passed for «volar»; a verb's forms are the dictionary's own
// conjugation of it, irregular stems too, which the stemmer keeps apart.
describe('isFormOf with the forms the dictionary gives the word', () => {
  let dictionary: SpanishDictionary;

  beforeAll(async () => {
    dictionary = await loadDictionary();
  }, 60_000);

  it.each([
    ['vuelo', 'volar'],
    ['vuelan', 'volar'],
    ['voló', 'volar'],
    ['tengo', 'tener'],
    ['tuvimos', 'tener'],
    ['pido', 'pedir'],
    ['pidieron', 'pedir'],
    ['duermo', 'dormir'],
    ['durmió', 'dormir'],
    ['hago', 'hacer'],
    ['quiero', 'querer'],
    ['cuento', 'contar'],
    ['siento', 'sentir'],
  ])('counts %j as a form of %j', (answer, word) => {
    expect(isFormOf(answer, word, dictionary.inflectionsOf(word))).toBe(true);
  });

  it.each([
    ['vuelta', 'volar'],
    ['ave', 'volar'],
    ['tienda', 'tener'],
    ['sueño', 'dormir'],
    ['cama', 'dormir'],
    ['ola', 'mar'],
    ['hogar', 'casa'],
  ])('counts %j as another word than %j', (answer, word) => {
    expect(isFormOf(answer, word, dictionary.inflectionsOf(word))).toBe(false);
  });

  // Answers of one word alternate with another's (a duel's rounds, the seed's days): the forms of
  // each are asked again and again, and once doubled the dictionary's own codes of the word.
  it('gives the same forms however often they are asked, at the same cost', () => {
    const first = dictionary.inflectionsOf('volar');
    for (let time = 0; time < 40; time++) {
      expect(dictionary.inflectionsOf(time % 2 === 0 ? 'tener' : 'volar').length).toBeGreaterThan(
        50,
      );
    }
    expect(dictionary.inflectionsOf('dormir')).toContain('duermo');
    expect(dictionary.inflectionsOf('volar')).toEqual(first);
  });
});
