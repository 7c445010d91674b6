import { describe, expect, test } from 'vitest';
import { fitLetters } from '../fit-letters';

describe('fitLetters: the longest run a line cannot break, which the CSS shrinks to fit', () => {
  test.each([
    ['ola', 3],
    ['esternocleidomastoideo', 22],
    ['relámpago', 9],
    // Lines break at spaces and after hyphens.
    ['Maximiliano Fernández-Quintero', 11],
    ['Ana  de   la Rosa', 4],
    ['superjugadora_de_palabras_2026', 30],
    // Characters as a player counts them: code points.
    ['𝒜𝒜𝒜', 3],
  ])('%s: %i', (text, letters) => {
    expect(fitLetters(text)).toEqual({ '--letters': letters });
  });
});
