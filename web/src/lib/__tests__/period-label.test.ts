import { describe, expect, test } from 'vitest';
import { periodLabel } from '../period-label';

describe('periodLabel: the last day shown is the one before `end`', () => {
  test.each([
    ['2026-11-16', '2026-11-23', 'Semana del 16 al 22 de noviembre de 2026'],
    ['2026-11-30', '2026-12-07', 'Semana del 30 de noviembre al 6 de diciembre de 2026'],
    ['2026-12-28', '2027-01-04', 'Semana del 28 de diciembre de 2026 al 3 de enero de 2027'],
    ['2026-03-01', '2026-03-15', 'Del 1 al 14 de marzo de 2026'],
    ['2026-01-20', '2026-02-19', 'Del 20 de enero al 18 de febrero de 2026'],
    ['2026-05-05', '2026-05-06', 'El 5 de mayo de 2026'],
  ])('%s to %s (excluded): %s', (start, end, label) => {
    expect(periodLabel({ start, end })).toBe(label);
  });
});
