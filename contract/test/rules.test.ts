import { describe, expect, it } from 'vitest';
import { limits } from '../src/limits';
import {
  characterCount,
  checkAlias,
  checkGroupName,
  checkAnswer,
  checkScore,
  meanScore,
  mayBecomeScore,
  readScore,
} from '../src/rules';

const refused = (error: string) => ({ ok: false, error });
const accepted = (value: unknown) => ({ ok: true, value });

describe('characterCount', () => {
  it('counts what a player sees as one character once, even outside the BMP', () => {
    expect(characterCount('canción')).toBe(7);
    expect(characterCount('𝒜𝒜𝒜')).toBe(3);
    expect(characterCount('🙂')).toBe(1);
  });
});

describe('checkAnswer', () => {
  it('files the answer trimmed and in NFC', () => {
    expect(checkAnswer('  cafe\u0301 ', 'mar')).toEqual(accepted('café'));
  });

  it('refuses an empty answer, spaces only included', () => {
    expect(checkAnswer('   ', 'mar')).toEqual(refused('EMPTY_ANSWER'));
  });

  it('allows 24 characters and refuses 25, counted as characters', () => {
    expect(checkAnswer('a'.repeat(limits.answerMaxLength), 'mar').ok).toBe(true);
    expect(checkAnswer('a'.repeat(limits.answerMaxLength + 1), 'mar')).toEqual(
      refused('ANSWER_TOO_LONG'),
    );
    // 13 non-BMP letters are 26 UTF-16 units but 13 characters: not too long, just not Spanish.
    expect(checkAnswer('𝒜'.repeat(13), 'mar')).toEqual(refused('INVALID_ANSWER'));
    expect(checkAnswer('𝒜'.repeat(25), 'mar')).toEqual(refused('ANSWER_TOO_LONG'));
  });

  it('refuses anything but one word of Spanish letters', () => {
    for (const text of ['dos palabras', 'abc1', 'pin-güino', "l'amor", 'hola🙂', 'a\u200bb']) {
      expect(checkAnswer(text.normalize('NFD'), 'mar'), text).toEqual(refused('INVALID_ANSWER'));
    }
  });

  it('refuses the word of the day itself, whatever its case and accents', () => {
    expect(checkAnswer('Canción', 'cancion')).toEqual(refused('ANSWER_IS_THE_WORD'));
    expect(checkAnswer('MAR', 'mar')).toEqual(refused('ANSWER_IS_THE_WORD'));
  });
});

describe('checkAlias', () => {
  it('keeps the alias trimmed and in NFC', () => {
    expect(checkAlias('  Jose\u0301 Luis ')).toEqual(accepted('José Luis'));
  });

  it('counts characters, not UTF-16 units, against the minimum and maximum', () => {
    expect(checkAlias('ab')).toEqual(refused('ALIAS_TOO_SHORT'));
    expect(checkAlias('abc').ok).toBe(true);
    expect(checkAlias('a'.repeat(limits.aliasMaxLength)).ok).toBe(true);
    expect(checkAlias('a'.repeat(limits.aliasMaxLength + 1))).toEqual(refused('INVALID_ALIAS'));
    // Two non-BMP characters are four UTF-16 units: still too short.
    expect(checkAlias('𝒜𝒜')).toEqual(refused('ALIAS_TOO_SHORT'));
  });

  it('refuses characters other than letters, digits, spaces, dots, dashes and underscores', () => {
    for (const text of ['ana!', 'pepe🙂', '...', 'Ωmega']) {
      expect(checkAlias(text), text).toEqual(refused('INVALID_ALIAS'));
    }
  });
});

describe('checkGroupName', () => {
  it('trims, joins doubled spaces and keeps simple signs', () => {
    expect(checkGroupName('  Los  del   Barrio ')).toEqual(accepted('Los del Barrio'));
    expect(checkGroupName('¡Peña Ñandú! (2026)')).toEqual(accepted('¡Peña Ñandú! (2026)'));
  });

  it('refuses names too short, too long, of other signs only or other scripts', () => {
    expect(checkGroupName('ab')).toEqual(refused('INVALID_GROUP_NAME'));
    expect(checkGroupName('a'.repeat(limits.groupNameMaxLength)).ok).toBe(true);
    for (const text of [
      'a'.repeat(limits.groupNameMaxLength + 1),
      '!!!',
      'Пенья',
      'peña 🙂',
      'a<b>c',
    ]) {
      expect(checkGroupName(text), text).toEqual(refused('INVALID_GROUP_NAME'));
    }
  });
});

describe('checkScore', () => {
  it('takes 0 to 10 with at most 2 decimals, in hundredths', () => {
    expect(checkScore(0)).toEqual(accepted(0));
    expect(checkScore(7.25)).toEqual(accepted(725));
    expect(checkScore(10)).toEqual(accepted(1000));
  });

  it('refuses anything else', () => {
    for (const score of [-0.01, 10.01, 7.255, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkScore(score), String(score)).toEqual(refused('INVALID_SCORE'));
    }
  });
});

describe('readScore', () => {
  it('reads a decimal point or a decimal comma', () => {
    expect(readScore('7,5')).toEqual(accepted(7.5));
    expect(readScore('7.5')).toEqual(accepted(7.5));
    expect(readScore(' 10,00 ')).toEqual(accepted(10));
    expect(readScore('7.')).toEqual(accepted(7));
    expect(readScore(',5')).toEqual(accepted(0.5));
  });

  it('refuses what is not a score instead of changing it', () => {
    for (const text of ['', ',', '10.01', '11', '7,555', '7.5.1', '-1', '1e1', 'siete', '7,5,1']) {
      expect(readScore(text), text).toEqual(refused('INVALID_SCORE'));
    }
  });
});

// Issue 29, point 1: the box took "abc", "-1", "11" and "7,555" and refused them only on 'Puntuar'.
describe('mayBecomeScore', () => {
  it('takes every text a score can still grow from, a score itself included', () => {
    for (const text of [
      '',
      '0',
      '7',
      '7,',
      '7.',
      '7,5',
      '7,55',
      ',',
      '.',
      ',5',
      '1',
      '10',
      '10,',
      '10.0',
      '10,00',
      ' 9,25 ',
    ]) {
      expect(mayBecomeScore(text), text).toBe(true);
    }
  });

  it('refuses a text no more typing can turn into a score', () => {
    for (const text of [
      'abc',
      '-',
      '-1',
      '11',
      '10,5',
      '10.01',
      '7,555',
      '7,5,',
      '7.5.1',
      '1e',
      '7 5',
      '+1',
    ]) {
      expect(mayBecomeScore(text), text).toBe(false);
    }
  });

  it('agrees with readScore: every score it reads may be typed', () => {
    for (const text of ['0', '0,01', '7,5', '7.', '10', '10,00']) {
      expect(readScore(text).ok && mayBecomeScore(text), text).toBe(true);
    }
  });
});

describe('meanScore', () => {
  it('is the mean with 2 decimals, null with no votes', () => {
    expect(meanScore(0, 0)).toBeNull();
    expect(meanScore(725 + 800, 2)).toBe(7.63);
  });
});
