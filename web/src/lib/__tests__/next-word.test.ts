import { describe, expect, test } from 'vitest';
import { nextWordTime } from '../next-word';

describe('the next word’s time on the device’s clock', () => {
  test('is 00:00 UTC said in the zone’s own time', () => {
    const evening = new Date('2026-11-26T22:15:00Z');
    expect(nextWordTime(evening, 'America/Mexico_City')).toBe('18:00');
    expect(nextWordTime(evening, 'America/Argentina/Buenos_Aires')).toBe('21:00');
    expect(nextWordTime(evening, 'Europe/Madrid')).toBe('01:00');
    expect(nextWordTime(evening, 'Asia/Kolkata')).toBe('05:30');
    expect(nextWordTime(evening, 'UTC')).toBe('00:00');
  });

  test('follows summer time', () => {
    expect(nextWordTime(new Date('2026-07-01T10:00:00Z'), 'America/Mexico_City')).toBe('18:00');
    expect(nextWordTime(new Date('2026-07-01T10:00:00Z'), 'America/New_York')).toBe('20:00');
    expect(nextWordTime(new Date('2026-12-01T10:00:00Z'), 'America/New_York')).toBe('19:00');
  });
});
