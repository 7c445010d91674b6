import { describe, expect, it } from 'vitest';
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
