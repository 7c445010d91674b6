import { describe, expect, it } from 'vitest';
import { addDays, dayOf, isDay, msUntilNextDay } from '../src/day';

describe('the game day', () => {
  it('is the UTC date, whatever the local time zone', () => {
    expect(dayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(dayOf(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
  });

  it('counts down to the next UTC midnight', () => {
    expect(msUntilNextDay(new Date('2026-03-01T23:59:59.000Z'))).toBe(1000);
    expect(msUntilNextDay(new Date('2026-03-01T00:00:00.000Z'))).toBe(86_400_000);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('accepts only real calendar dates', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(isDay('hoy')).toBe(false);
  });
});
