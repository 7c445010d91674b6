import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Runs `work` with SQLite not waiting for the disk at all, commits included: for a run of writes
 * thrown away whole if it stops half-way (the demo's seed). Then waits for the disk again.
 */
export async function writingWithoutSyncing<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await sql`PRAGMA synchronous = OFF`.execute(db);
  try {
    return await work();
  } finally {
    await sql`PRAGMA synchronous = FULL`.execute(db);
  }
}
