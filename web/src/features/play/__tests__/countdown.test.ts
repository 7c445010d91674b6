import { describe, expect, test } from 'vitest';
import { formatCountdown } from '../utils/countdown';

describe('formatCountdown', () => {
  test('writes hours, minutes and seconds without padding', () => {
    expect(formatCountdown((3 * 3600 + 1 * 60 + 3) * 1000)).toBe(
      'Tiempo restante para la siguiente palabra: 3h 1m 3s',
    );
  });

  test('drops the milliseconds and never goes below zero', () => {
    expect(formatCountdown(59_999)).toBe('Tiempo restante para la siguiente palabra: 0h 0m 59s');
    expect(formatCountdown(-5)).toBe('Tiempo restante para la siguiente palabra: 0h 0m 0s');
  });

  test('a whole day at midnight', () => {
    expect(formatCountdown(86_400_000)).toBe(
      'Tiempo restante para la siguiente palabra: 24h 0m 0s',
    );
  });
});
