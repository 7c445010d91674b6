import { describe, expect, it } from 'vitest';
import { isSpanishWord } from '../src/rules';

describe('isSpanishWord', () => {
  it.each(['árbol', 'Pingüino', 'ÑANDÚ', 'a', 'casa', 'CANCIÓN'])('accepts %j', (text) => {
    expect(isSpanishWord(text)).toBe(true);
  });

  it.each([
    ['the empty text', ''],
    ['two words', 'dos palabras'],
    ['a digit', 'abc1'],
    ['a hyphen', 'casa-grande'],
    ['an apostrophe', "l'amor"],
    ['an emoji', '😀'],
    ['a zero-width space', 'ca\u200Bsa'],
    ['a combining mark (not NFC)', 'cafe\u0301'],
    ['an SQL injection attempt', "'; DROP TABLE answers;--"],
    ['a surrounding space', ' casa'],
    ['a letter of another alphabet', 'çava'],
    ['a grave accent', 'està'],
    ['a Cyrillic look-alike', 'cаsa'],
  ])('refuses %s', (_label, text) => {
    expect(isSpanishWord(text)).toBe(false);
  });

  it('accepts the same accented word once it is NFC-normalised', () => {
    expect(isSpanishWord('cafe\u0301'.normalize('NFC'))).toBe(true);
  });
});
