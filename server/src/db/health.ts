import { sql } from 'kysely';
import type { Db } from './database';

/** The health check answers within this time even when the database does not. */
const HEALTH_TIMEOUT_MS = 3_000;

/**
 * After a write failed for want of a disk (full, or failing), readiness says 503 this long: a
 * trivial read still answers then, though every write fails. The balancer sends calls elsewhere
 * meanwhile, and back once the time is over; if writes still fail, they fail again and it starts over.
 */
export const WRITE_FAILURE_MEMORY_MS = 10_000;

/** SQLite's full disk and I/O errors; PostgreSQL's disk_full (53100) and io_error (58030). */
const DISK_FAILURE = /^(SQLITE_FULL|SQLITE_IOERR|53100$|58030$)/;

function isDiskFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('code' in error && DISK_FAILURE.test(String(error.code))) return true;
  return 'cause' in error && error.cause !== error && isDiskFailure(error.cause);
}

/** The last write the disk refused, remembered for WRITE_FAILURE_MEMORY_MS of `now`. */
export function createWriteFailures(now: () => number) {
  let last: { at: number; error: unknown } | null = null;
  return {
    /** Told every failure of the database; remembers those of the disk. */
    note(error: unknown): void {
      if (isDiskFailure(error)) last = { at: now(), error };
    },
    /** The failure, while it is recent. */
    recent(): { error: unknown } | null {
      if (last && now() - last.at >= WRITE_FAILURE_MEMORY_MS) last = null;
      return last;
    },
  };
}

export type WriteFailures = ReturnType<typeof createWriteFailures>;

/**
 * Whether the database takes a write in time, and no write failed on its disk lately; the reason
 * when not. The write changes no row: an update of no player still needs a database that accepts
 * writes (not read-only, as `default_transaction_read_only` or a standby makes it), the players'
 * table in place and no lock on it (a restore drops and recreates the tables), so it fails where
 * the game's calls would fail.
 */
export async function databaseAnswers(
  db: Db,
  writes: WriteFailures,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const failed = writes.recent();
  if (failed) return { ok: false, error: failed.error };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${HEALTH_TIMEOUT_MS} ms`)),
      HEALTH_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`update players set uid = uid where 1 = 0`.execute(db), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}
