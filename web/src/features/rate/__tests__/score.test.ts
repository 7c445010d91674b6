import { describe, expect, test } from 'vitest';
import { isScoreDraft } from '../utils/score';

describe('isScoreDraft (what the input lets through while typing)', () => {
  test('a score the rules take: up to 2 decimals after a point or a comma, up to 10', () => {
    for (const text of ['0', '7', '7.', '7.5', '7.55', '7,5', '10', '10.', '10.00', '0.01']) {
      expect(isScoreDraft(text), text).toBe(true);
    }
  });

  test('the start of one: nothing yet, or a lone decimal point or comma', () => {
    for (const text of ['', '.', ',']) expect(isScoreDraft(text), text).toBe(true);
  });

  test('no third decimal, nothing above 10, no signs, exponents or letters', () => {
    for (const text of ['7.555', '10.01', '11', '100', '-1', '1e1', 'abc', '1.2.3', '..']) {
      expect(isScoreDraft(text), text).toBe(false);
    }
  });
});
