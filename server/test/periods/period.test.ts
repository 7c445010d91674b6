import { describe, expect, it } from 'vitest';
import { isOpen, periodOf } from '../../src/periods/period';

describe('ranking periods', () => {
  it('are ISO weeks by default, Monday to the next Monday in UTC', () => {
    expect(periodOf('2026-11-16', 7)).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(periodOf('2026-11-22', 7)).toEqual({ start: '2026-11-16', end: '2026-11-23' });
    expect(periodOf('2026-11-23', 7)).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(periodOf('2021-01-03', 7)).toEqual({ start: '2020-12-28', end: '2021-01-04' });
  });

  it('take their length from configuration', () => {
    expect(periodOf('2024-01-01', 1)).toEqual({ start: '2024-01-01', end: '2024-01-02' });
    expect(periodOf('2024-01-15', 14)).toEqual({ start: '2024-01-15', end: '2024-01-29' });
    expect(periodOf('2024-01-28', 14)).toEqual({ start: '2024-01-15', end: '2024-01-29' });
  });

  it('keep an answer open until the day its period ends', () => {
    expect(isOpen('2026-11-16', '2026-11-22', 7)).toBe(true);
    expect(isOpen('2026-11-16', '2026-11-23', 7)).toBe(false);
  });
});
