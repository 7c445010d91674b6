import { sql } from 'kysely';
import type { Db } from './database';
import { onPostgres } from './dialect';

/**
 * Runs `work` in a transaction whose commit does not wait for the disk (decision 0033): for rows
 * no player was promised, such as the record that vote/random handed an answer to a judge. A
 * crash of the process loses nothing; a crash of the machine may lose the last such commits,
 * never one made durably after them, since a durable commit writes out everything before it.
 * (On PostgreSQL the served records need no transaction: one statement sets the same for itself,
 * votes/served-records.repository.ts.)
 */
export async function commitWithoutWaiting<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (onPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // SQLite's setting belongs to the connection: held for the whole transaction, so no other
  // commit runs under it, and put back whatever happens.
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}

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
