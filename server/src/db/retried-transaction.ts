import { isTransientConflict, type Db } from './database';

/** A transaction that lost a deadlock to another is run this many times in all. */
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction; when PostgreSQL gives it up for another's sake (a deadlock, a
 * serialization failure), runs it again from the start: it saw nothing of what was rolled back.
 */
export async function retriedTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isTransientConflict(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
