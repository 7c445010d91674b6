import { describe, expect, test } from 'vitest';
import { isScoreDraft, parseScore } from '../utils/score';

describe('isScoreDraft (what the input lets through while typing)', () => {
  test('digits with up to 2 decimals, up to 10', () => {
    for (const text of ['', '0', '7', '7.', '7.5', '7.55', '10', '10.', '10.0', '10.00', '0.01']) {
      expect(isScoreDraft(text), text).toBe(true);
    }
  });

  test('no third decimal, nothing above 10, no signs or letters', () => {
    for (const text of ['7.555', '10.01', '11', '100', '-1', '1e1', 'abc', '7,5', '1.2.3']) {
      expect(isScoreDraft(text), text).toBe(false);
    }
  });
});

describe('parseScore (what may be sent)', () => {
  test('a number from 0 to 10 with at most 2 decimals', () => {
    expect(parseScore('0')).toBe(0);
    expect(parseScore('7.5')).toBe(7.5);
    expect(parseScore('7.')).toBe(7);
    expect(parseScore('10.00')).toBe(10);
  });

  test('anything else is refused', () => {
    for (const text of ['', '.', '10.5', '11', '7.555', '-1', 'abc']) {
      expect(parseScore(text), text).toBeNull();
    }
  });
});
