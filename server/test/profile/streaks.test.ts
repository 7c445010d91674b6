import { describe, expect, it } from 'vitest';
import { addDays } from '@words/contract/day';
import { streaksOf } from '../../src/profile/streaks';

describe('streaks', () => {
  it('is nothing without answers', () => {
    expect(streaksOf([], '2026-11-20')).toEqual({
      current: 0,
      best: 0,
      comodines: 0,
      savedDays: [],
      savedInRun: [],
    });
  });

  it('counts consecutive days across a month’s end, in any order', () => {
    expect(streaksOf(['2026-12-01', '2026-11-30', '2026-11-29'], '2026-12-01')).toEqual({
      current: 3,
      best: 3,
      comodines: 0,
      savedDays: [],
      savedInRun: [],
    });
  });

  it('is alive the day after the last answer and lost the day after that', () => {
    const days = ['2026-11-18', '2026-11-19'];
    expect(streaksOf(days, '2026-11-20')).toMatchObject({ current: 2, best: 2 });
    expect(streaksOf(days, '2026-11-21')).toMatchObject({ current: 0, best: 2 });
  });

  it('restarts after a missed day and remembers the longest run', () => {
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-14'];
    expect(streaksOf(days, '2026-11-14')).toMatchObject({ current: 1, best: 3 });
  });

  /** Consecutive days from `first`, 'x' played and '.' missed. */
  const pattern = (first: string, marks: string) =>
    [...marks].flatMap((mark, i) => (mark === 'x' ? [addDays(first, i)] : []));

  it('earns a comodín for 7 days in a row and spends it on a missed day, the streak going on', () => {
    const days = pattern('2026-11-01', 'xxxxxxx.xx');
    expect(streaksOf(days, '2026-11-10')).toEqual({
      current: 9,
      best: 9,
      comodines: 0,
      savedDays: ['2026-11-08'],
      savedInRun: ['2026-11-08'],
    });
  });

  it('holds a comodín while the streak runs, and does not spend it on today before today ends', () => {
    const days = pattern('2026-11-01', 'xxxxxxx');
    expect(streaksOf(days, '2026-11-08')).toMatchObject({
      current: 7,
      comodines: 1,
      savedDays: [],
    });
    // Sunday the 8th missed: spent on the 9th, the streak still 7.
    expect(streaksOf(days, '2026-11-09')).toMatchObject({
      current: 7,
      comodines: 0,
      savedDays: ['2026-11-08'],
    });
    // The 9th missed too, with none left: the streak is lost.
    expect(streaksOf(days, '2026-11-10')).toMatchObject({ current: 0, comodines: 0, best: 7 });
  });

  it('holds at most 2, and saves two missed days in a row with them', () => {
    const days = pattern('2026-11-01', 'x'.repeat(21) + '..x');
    expect(streaksOf(days.slice(0, 21), '2026-11-22')).toMatchObject({ current: 21, comodines: 2 });
    expect(streaksOf(days, '2026-11-24')).toEqual({
      current: 22,
      best: 22,
      comodines: 0,
      savedDays: ['2026-11-22', '2026-11-23'],
      savedInRun: ['2026-11-22', '2026-11-23'],
    });
  });

  it('keeps every saved day, and says which the current run went on over', () => {
    const days = pattern('2026-11-01', 'xxxxxxx.x..' + 'xx');
    expect(streaksOf(days, '2026-11-13')).toMatchObject({
      current: 2,
      savedDays: ['2026-11-08'],
      savedInRun: [],
    });
  });

  it('saves only the missed days `spends` allows, with the saves a run is given', () => {
    const days = pattern('2026-11-01', 'xx.x..x');
    const saves = { every: 1, most: 1, spends: (day: string) => day !== '2026-11-05' };
    expect(streaksOf(days.slice(0, 3), '2026-11-05', saves)).toMatchObject({
      current: 3,
      savedInRun: ['2026-11-03'],
    });
    expect(streaksOf(days, '2026-11-07', saves)).toMatchObject({ current: 1, best: 3 });
  });

  it('earns the next one only after 7 more days played in a row after a saved day', () => {
    const days = pattern('2026-11-01', 'xxxxxxx.xxxxxx');
    expect(streaksOf(days, '2026-11-14')).toMatchObject({ current: 13, comodines: 0 });
    expect(streaksOf([...days, '2026-11-15'], '2026-11-15')).toMatchObject({
      current: 14,
      comodines: 1,
    });
  });
});
