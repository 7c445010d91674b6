import { describe, expect, it } from 'vitest';
import { isOpen, judgedPeriods, periodOf, rankedOn } from '../../src/periods/period';

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

  it('keep the answers of the last day open for 48 hours after the period ends', () => {
    // Sunday 2026-11-22 is the last day of the week that starts on Monday 2026-11-16.
    expect(rankedOn('2026-11-16', 7)).toBe('2026-11-25');
    expect(isOpen('2026-11-16', '2026-11-22', 7)).toBe(true);
    expect(isOpen('2026-11-16', '2026-11-23', 7)).toBe(true);
    expect(isOpen('2026-11-16', '2026-11-24', 7)).toBe(true);
    expect(isOpen('2026-11-16', '2026-11-25', 7)).toBe(false);
  });

  it('judge the ended period beside the running one during those two days', () => {
    const week = (start: string, end: string) => ({ start, end });
    expect(judgedPeriods('2026-11-22', 7)).toEqual([week('2026-11-16', '2026-11-23')]);
    expect(judgedPeriods('2026-11-24', 7)).toEqual([
      week('2026-11-16', '2026-11-23'),
      week('2026-11-23', '2026-11-30'),
    ]);
    expect(judgedPeriods('2026-11-25', 7)).toEqual([week('2026-11-23', '2026-11-30')]);
    // One-day periods: the two days before today are still judged.
    expect(judgedPeriods('2024-01-10', 1).map((p) => p.start)).toEqual([
      '2024-01-08',
      '2024-01-09',
      '2024-01-10',
    ]);
  });
});
