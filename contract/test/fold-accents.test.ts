import { describe, expect, it } from 'vitest';
import { foldAccents } from '../src/rules';

describe('foldAccents', () => {
  it.each([
    ['Canción', 'cancion'],
    ['ÁRBOL', 'arbol'],
    ['pingüino', 'pinguino'],
    ['Niño', 'nino'],
    ['cafe\u0301', 'cafe'],
    ['casa', 'casa'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });

  it('makes words that differ only by case and accents equal', () => {
    expect(foldAccents('CANCIÓN')).toBe(foldAccents('cancion'));
    expect(foldAccents('Mamá')).toBe(foldAccents('mama'));
  });
});
