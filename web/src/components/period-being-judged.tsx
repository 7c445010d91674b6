import type { CurrentPeriod } from '@words/contract/api/rankings';
import { dayNumber } from '@words/contract/day';
import { useId } from 'react';
import { strings } from '@/lib/strings';

/** 'martes 24 de noviembre' and '21:00': when a ranking comes (00:00 UTC) on this device's clock. */
function rankingTime(rankedOn: string, timeZone?: string) {
  const instant = new Date(`${rankedOn}T00:00:00Z`);
  const day = new Intl.DateTimeFormat('es-ES', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone,
  })
    .format(instant)
    .replace(',', '');
  const time = new Intl.DateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
  return { day, time };
}

/**
 * The period that has ended and is still judged (the Monday and Tuesday after a week): that it is
 * over, that its answers are still scored, and when its ranking comes. `timeZone` is the
 * device's unless a test names one.
 */
export function PeriodBeingJudged({
  period,
  timeZone,
}: {
  period: CurrentPeriod;
  timeZone?: string;
}) {
  const titleId = useId();
  const days = dayNumber(period.end) - dayNumber(period.start);
  const { day, time } = rankingTime(period.rankedOn, timeZone);
  return (
    <section className="period-box" aria-labelledby={titleId}>
      <h2 id={titleId} className="period-box__title">
        {strings.rankings.judgingTitle(days)}
      </h2>
      <p>{strings.rankings.judging(days, day, time)}</p>
    </section>
  );
}
