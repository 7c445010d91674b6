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

/**
 * 'Semana del 16 al 22 de noviembre de 2026' for a 7-day period, 'Del 1 al 14 de ...' for other
 * lengths. `end` is the first day after the period, so the last day shown is the one before.
 */
export function periodLabel({ start, end }: RankingPeriod): string {
  const last = addDays(end, -1);
  const days = dayNumber(end) - dayNumber(start);
  return strings.rankings.period(days, strings.rankings.periodRange(partsOf(start), partsOf(last)));
}
