import { describe, expect, it } from 'vitest';
import { nextReminderAt } from '../../src/reminders/local-time';

const next = (hour: number, timezone: string, now: string) =>
  nextReminderAt(hour, timezone, new Date(now)).toISOString();

describe('the next reminder at an hour of the player’s own day', () => {
  it('is today at that hour when it has not come yet, otherwise tomorrow', () => {
    // 18:00 of the 26th in Mexico City (UTC-6): 21:00 is still to come that evening.
    expect(next(21, 'America/Mexico_City', '2026-11-27T00:00:00Z')).toBe(
      '2026-11-27T03:00:00.000Z',
    );
    expect(next(21, 'America/Mexico_City', '2026-11-27T03:00:00Z')).toBe(
      '2026-11-28T03:00:00.000Z',
    );
  });

  it('follows the zone across a change of summer time', () => {
    // Madrid moves to summer time on Sunday 29 March 2026: 09:00 is 08:00 UTC before, 07:00 after.
    expect(next(9, 'Europe/Madrid', '2026-03-28T12:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(next(9, 'Europe/Madrid', '2026-03-27T12:00:00Z')).toBe('2026-03-28T08:00:00.000Z');
    // 02:00 does not exist that night: it comes an hour later, as clocks show it.
    expect(next(2, 'Europe/Madrid', '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('works in zones of half hours and at midnight', () => {
    expect(next(0, 'Asia/Kolkata', '2026-03-28T12:00:00Z')).toBe('2026-03-28T18:30:00.000Z');
    expect(next(0, 'UTC', '2026-03-28T00:00:00Z')).toBe('2026-03-29T00:00:00.000Z');
  });
});
