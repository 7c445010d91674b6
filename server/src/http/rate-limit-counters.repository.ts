import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';

/**
 * The rate limits' counters on PostgreSQL (rate-limit-postgres-store.ts): scratch data, not game
 * data, UNLOGGED and created by the store rather than by a migration, so SQLite never carries it.
 */
export async function createCounters(db: Db): Promise<void> {
  await sql`CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_counters (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_ends_at bigint NOT NULL
    )`.execute(db);
}

/**
 * Adds a hit to a key's count, in a window opened by its first hit; the count as it stands and the
 * milliseconds left of its window. Compiled once, so each connection prepares it once (decision
 * 0032): two counts a call, it is the statement PostgreSQL runs most.
 */
export const countHit = compiledOnce((db, hit: { key: string; windowMs: number }) => ({
  compile: () =>
    sql<{ hits: number; ttl: string }>`
      WITH now AS (SELECT floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
      INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
      SELECT ${hit.key}, 1, now.ms + ${hit.windowMs}::bigint FROM now
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN c.window_ends_at <= (SELECT ms FROM now)
          THEN 1 ELSE c.hits + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= (SELECT ms FROM now)
          THEN excluded.window_ends_at ELSE c.window_ends_at END
      RETURNING hits, window_ends_at - (SELECT ms FROM now) AS ttl`.compile(db),
}));

/** Forgets the counters whose window ended over ten minutes ago. */
export async function sweepCounters(db: Db): Promise<void> {
  await sql`DELETE FROM rate_limit_counters
      WHERE window_ends_at < floor(extract(epoch FROM clock_timestamp()) * 1000) - 600000`.execute(
    db,
  );
}
