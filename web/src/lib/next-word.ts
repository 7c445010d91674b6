import { msUntilNextDay } from '@words/contract/day';

/**
 * The time of day the next word arrives (00:00 UTC) on this device's clock, as 'HH:MM' ('21:00'
 * in Mexico City in winter). `timeZone` is the device's unless a test names one.
 */
export function nextWordTime(now: Date, timeZone?: string): string {
  const next = new Date(now.getTime() + msUntilNextDay(now));
  return new Intl.DateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(next);
}
