import { describe, expect, it } from 'vitest';
import { createPeriods } from '../../src/periods/periods';
import { scopesToJudge } from '../../src/judging/judging-queue';

/** The game's calendar on a clock the test moves. */
function calendarAt(instant: string) {
  let now = new Date(instant);
  const periods = createPeriods({ now: () => now }, 7);
  return { periods, moveTo: (next: string) => (now = new Date(next)) };
}

describe('the parts of the queue a judge walks', () => {
  it('are the periods for a judge who played, the days before today for one who did not', () => {
    // Tuesday: the week before is still judged beside this one.
    const { periods } = calendarAt('2026-11-24T10:00:00Z');
    expect(scopesToJudge(periods.judged(), periods.today(), true)).toEqual([
      { periodStart: '2026-11-16' },
      { periodStart: '2026-11-23' },
    ]);
    expect(scopesToJudge(periods.judged(), periods.today(), false)).toEqual([
      { periodStart: '2026-11-16' },
      { day: '2026-11-23' },
    ]);
  });

  it('follow the day: past midnight, yesterday is walked by a judge who has not played', () => {
    const { periods, moveTo } = calendarAt('2026-11-24T23:59:59Z');
    expect(scopesToJudge(periods.judged(), periods.today(), false)).toEqual([
      { periodStart: '2026-11-16' },
      { day: '2026-11-23' },
    ]);
    moveTo('2026-11-25T00:00:01Z');
    // Wednesday: last week is ranked and no longer judged; Monday and Tuesday are.
    expect(scopesToJudge(periods.judged(), periods.today(), false)).toEqual([
      { day: '2026-11-23' },
      { day: '2026-11-24' },
    ]);
  });
});
