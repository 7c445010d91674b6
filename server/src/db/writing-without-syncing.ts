import { sql } from 'kysely';
import type { Db } from './database';
import { SQLITE_SYNCHRONOUS } from './grouped-sync';

/**
 * Runs `work` with SQLite not waiting for the disk at all, commits included: for a run of writes
 * thrown away whole if it stops half-way (the demo's seed). Then syncs as before (grouped-sync.ts).
 */
export async function writingWithoutSyncing<T>(db: Db, work: () => Promise<T>): Promise<T> {
  await sql`PRAGMA synchronous = OFF`.execute(db);
  try {
    return await work();
  } finally {
    await sql.raw(`PRAGMA synchronous = ${SQLITE_SYNCHRONOUS}`).execute(db);
  }
}
