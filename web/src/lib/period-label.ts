import type { RankingPeriod } from '@words/contract/api/rankings';
import { addDays, dayNumber } from '@words/contract/day';
import { strings, type DayParts } from '@/lib/strings';

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', timeZone: 'UTC' });

function partsOf(day: string): DayParts {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    day: date.getUTCDate(),
    month: monthFormat.format(date),
    year: date.getUTCFullYear(),
  };
}

/** How many days a period lasts (`end` is the first day after it). */
export function periodDays({ start, end }: RankingPeriod): number {
  return dayNumber(end) - dayNumber(start);
}

/** 'del 16 al 22 de noviembre de 2026': the period's days, first to last. */
export function periodRangeOf({ start, end }: RankingPeriod): string {
  return strings.rankings.periodRange(partsOf(start), partsOf(addDays(end, -1)));
}

/**
 * 'Semana del 16 al 22 de noviembre de 2026' for a 7-day period, 'Del 1 al 14 de ...' for other
 * lengths. `end` is the first day after the period, so the last day shown is the one before.
 */
export function periodLabel(period: RankingPeriod): string {
  return strings.rankings.period(periodDays(period), periodRangeOf(period));
}
