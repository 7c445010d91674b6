import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { closePenaWeeks } from '../groups/pena-closing';
import type { Rankings } from '../rankings/rankings';

/**
 * How often the closer looks (decision 0064): a ranking is stored within a minute of its judging's
 * end, and a look that finds nothing costs two small queries. A constant, not a setting: no
 * deployment has needed another.
 */
export const WEEK_CLOSER_PERIOD_MS = 60_000;

/** The closer's own log (pino's shape): a line when a round closed something. */
export interface CloserLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What one round closed on this instance: periods ranked and peñas' rankings stored. */
export interface ClosedWeeks {
  periods: number;
  penas: number;
}

export interface WeekCloser {
  /**
   * Ranks every period whose judging has ended, then stores every peña's ranking of the last one;
   * a round running already is awaited instead of doubled.
   */
  tick(): Promise<ClosedWeeks>;
  /** Looks at once, then every `periodMs` (an unref'd timer: it keeps no process alive). */
  start(periodMs: number): void;
  /** Resolves once no round is running (the look at start, for one). */
  idle(): Promise<void>;
  /** Stops the timer and waits for the round in flight. */
  stop(): Promise<void>;
}

/**
 * The week closer (decision 0064): closing happens on the clock, never in a player's read. Each
 * period and each peña's week is claimed by the row that stores it, in the transaction that ranks
 * it: of several instances looking at once, one closes it and the others find it done.
 */
export function createWeekCloser(deps: {
  db: Db;
  clock: Clock;
  rankings: Pick<Rankings, 'closeEndedPeriods'>;
  log: CloserLog;
}): WeekCloser {
  const { db, clock, rankings, log } = deps;
  let running: Promise<ClosedWeeks> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function round(): Promise<ClosedWeeks> {
    // The public ranking first: a peña's last week is the last period closed.
    const periods = await rankings.closeEndedPeriods();
    const penas = await closePenaWeeks(db, clock.now());
    if (periods + penas > 0) log.info({ periods, penas }, 'weeks closed');
    return { periods, penas };
  }

  const tick = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };

  const look = () => {
    tick().catch((error: unknown) => log.error({ err: error }, 'closing weeks failed'));
  };

  return {
    tick,
    start(periodMs) {
      look();
      timer = setInterval(look, periodMs);
      timer.unref();
    },
    async idle() {
      await running?.catch(() => undefined);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
