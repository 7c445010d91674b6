import { addDays, dayOf, type Day } from '@words/contract/day';
import type { Clock } from '../clock';
import { isOpen, judgedPeriods, periodOf, rankedOn, type Period } from './period';

/** The game's calendar as the server's clock reads it: every service asks it, none works it out. */
export interface Periods {
  now(): Date;
  /** Today's UTC day. */
  today(): Day;
  /** The ranking period running today. */
  current(): Period;
  /** The period a day belongs to. */
  of(day: Day): Period;
  /**
   * Whether answers of the period starting on `periodStart` can still be rated on `day` (today
   * unless given: a caller checking many answers reads the clock once).
   */
  isOpen(periodStart: Day, day?: Day): boolean;
  /** The periods whose answers can be rated today, oldest first (decision 0019). */
  judged(): readonly Period[];
  /** The day the ranking of the period starting on `periodStart` is computed. */
  rankedOn(periodStart: Day): Day;
  /**
   * The oldest period that has ended and is still judged, with the day its ranking comes (the
   * Monday and Tuesday after a week); undefined the rest of the time.
   */
  judging(): (Period & { rankedOn: Day }) | undefined;
  /** The latest period whose judging is over: its ranking is due (the week closer stores it). */
  lastJudged(): Period;
}

export function createPeriods(clock: Clock, periodDays: number): Periods {
  const today = () => dayOf(clock.now());
  return {
    now: () => clock.now(),
    today,
    current: () => periodOf(today(), periodDays),
    of: (day) => periodOf(day, periodDays),
    isOpen: (periodStart, day = today()) => isOpen(periodStart, day, periodDays),
    judged: () => judgedPeriods(today(), periodDays),
    rankedOn: (periodStart) => rankedOn(periodStart, periodDays),
    judging() {
      const [oldest, ...later] = judgedPeriods(today(), periodDays);
      // The last judged period is the one running now.
      if (oldest === undefined || later.length === 0) return undefined;
      return { ...oldest, rankedOn: rankedOn(oldest.start, periodDays) };
    },
    lastJudged() {
      const oldest = judgedPeriods(today(), periodDays)[0] ?? periodOf(today(), periodDays);
      return periodOf(addDays(oldest.start, -1), periodDays);
    },
  };
}
