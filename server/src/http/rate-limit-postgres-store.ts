import type { Db } from '../db/database';
import { countHit, createCounters, sweepCounters } from './rate-limit-counters.repository';

/** A count that takes longer than this is skipped: the call goes on unlimited. */
const ANSWER_WITHIN_MS = 1_000;
/** After a failure, the store is not asked again for this long. */
const RETRY_AFTER_FAILURE_MS = 5_000;

interface Hit {
  key: string;
  windowMs: number;
}
interface Count {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Count) => void;

/** @fastify/rate-limit's store interface: one counter per key and time window. */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(): RateLimitStore;
}

/**
 * The rate limits' counters in PostgreSQL, so that every instance of the server counts the same
 * requests. The table is scratch data, not game data: UNLOGGED (fast, emptied by a database crash,
 * which only forgives a few requests) and created here rather than by a migration, so SQLite
 * databases never carry it. Windows use the database's clock, so instances agree.
 *
 * When the database fails or is slow, calls go on unlimited (the plugin skips a failing store):
 * a count waits at most ANSWER_WITHIN_MS, and after a failure the store is left alone for a few
 * seconds, so a database that hangs does not make every call wait for it once more.
 */
export function createPostgresRateLimitStore(db: Db): {
  Store: new () => RateLimitStore;
  stop(): void;
} {
  let table: Promise<void> | null = null;
  const createTable = () =>
    (table ??= createCounters(db).then(
      () => undefined,
      (error: { code?: unknown }) => {
        // Two instances starting together: the other one created it (42P07, or 23505 on its
        // type). Anything else: try again with the next count.
        if (error.code === '42P07' || error.code === '23505') return;
        table = null;
        throw error;
      },
    ));

  const increment = async ({ key, windowMs }: Hit): Promise<Count> => {
    await createTable();
    const [count] = (await countHit(db, { key, windowMs })).rows;
    if (!count) throw new Error('rate limit counter not written');
    return { current: Number(count.hits), ttl: Number(count.ttl) };
  };

  let failedAt = -Infinity;

  class PostgresStore implements RateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      if (Date.now() - failedAt < RETRY_AFTER_FAILURE_MS) {
        callback(new Error('rate limit store unavailable'));
        return;
      }
      let answered = false;
      const answer = (error: Error | null, result?: { current: number; ttl: number }) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        if (error) failedAt = Date.now();
        callback(error, result);
      };
      const timer = setTimeout(
        () => answer(new Error('rate limit store too slow')),
        ANSWER_WITHIN_MS,
      );
      increment({ key, windowMs: timeWindow }).then(
        (result) => answer(null, result),
        (error: Error) => answer(error),
      );
    }

    child(): RateLimitStore {
      return new PostgresStore();
    }
  }

  // Counters whose window ended long ago go, so the table holds only the last minutes' clients.
  const sweep = setInterval(() => {
    sweepCounters(db).catch(() => {
      // The database is away; the next sweep tries again.
    });
  }, 60_000);
  sweep.unref();

  return { Store: PostgresStore, stop: () => clearInterval(sweep) };
}
