import { dayOf, type Day } from '@words/contract/day';
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
}

/** Periods whose closing day a process keeps worked out; past it they are worked out anew. */
const REMEMBERED_PERIODS = 1_000;

export function createPeriods(clock: Clock, periodDays: number): Periods {
  const today = () => dayOf(clock.now());
  // Every call asks these, and a profile asks isOpen for each card: each answer is worked out
  // once (date arithmetic parses and formats days), not on every call.
  const closingDays = new Map<Day, Day>();
  const closingDay = (periodStart: Day) => {
    let day = closingDays.get(periodStart);
    if (day === undefined) {
      if (closingDays.size >= REMEMBERED_PERIODS) closingDays.clear();
      day = rankedOn(periodStart, periodDays);
      closingDays.set(periodStart, day);
    }
    return day;
  };
  let judged: { today: Day; periods: Period[] } | undefined;
  return {
    now: () => clock.now(),
    today,
    current: () => periodOf(today(), periodDays),
    of: (day) => periodOf(day, periodDays),
    isOpen: (periodStart, day = today()) => isOpen(periodStart, day, periodDays, closingDay),
    judged() {
      const day = today();
      if (judged?.today !== day) judged = { today: day, periods: judgedPeriods(day, periodDays) };
      return judged.periods;
    },
    rankedOn: closingDay,
  };
}
