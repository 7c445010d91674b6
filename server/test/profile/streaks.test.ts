import { describe, expect, it } from 'vitest';
import { streaksOf } from '../../src/profile/streaks';

describe('streaks', () => {
  it('is nothing without answers', () => {
    expect(streaksOf([], '2026-11-20')).toEqual({ current: 0, best: 0 });
  });

  it('counts consecutive days across a month’s end, in any order', () => {
    expect(streaksOf(['2026-12-01', '2026-11-30', '2026-11-29'], '2026-12-01')).toEqual({
      current: 3,
      best: 3,
    });
  });

  it('is alive the day after the last answer and lost the day after that', () => {
    const days = ['2026-11-18', '2026-11-19'];
    expect(streaksOf(days, '2026-11-20')).toEqual({ current: 2, best: 2 });
    expect(streaksOf(days, '2026-11-21')).toEqual({ current: 0, best: 2 });
  });

  it('restarts after a missed day and remembers the longest run', () => {
    const days = ['2026-11-10', '2026-11-11', '2026-11-12', '2026-11-14'];
    expect(streaksOf(days, '2026-11-14')).toEqual({ current: 1, best: 3 });
  });
});
