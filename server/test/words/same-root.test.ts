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
  ])('counts %j as a form of %j', (answer, word) => {
    expect(isFormOf(answer, word)).toBe(true);
  });

  it.each([
    ['nostálgico', 'nostalgia'],
    ['marea', 'mar'],
    ['luna', 'luz'],
    ['ola', 'mar'],
  ])('counts %j as another word than %j', (answer, word) => {
    expect(isFormOf(answer, word)).toBe(false);
  });
});
