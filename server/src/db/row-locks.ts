import { PostgresAdapter } from 'kysely';
import type { Db } from './database';

/**
 * The order every transaction that writes players and answers locks them in, so that none waits
 * on another in turn (a deadlock): players first, in uid order, then answers, in id order. A
 * player's deletion locks the player, then the answers it changes; a vote its judges, then the
 * answers voted on; a filing its authors. SQLite runs one writer at a time: nothing is locked
 * there, the rows are only read.
 */

/** How a row is held until the transaction ends (PostgreSQL's row-level lock modes). */
export type RowLock = 'update' | 'noKeyUpdate' | 'keyShare';

export const locksRows = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

interface Lockable<Q> {
  forUpdate(): Q;
  forNoKeyUpdate(): Q;
  forKeyShare(): Q;
}

function locked<Q extends Lockable<Q>>(db: Db, query: Q, lock: RowLock): Q {
  if (!locksRows(db)) return query;
  if (lock === 'update') return query.forUpdate();
  return lock === 'noKeyUpdate' ? query.forNoKeyUpdate() : query.forKeyShare();
}

/** Those of these players that exist, locked in uid order. */
export async function lockPlayers(
  trx: Db,
  uids: readonly string[],
  lock: RowLock,
): Promise<Set<string>> {
  if (uids.length === 0) return new Set();
  const query = trx
    .selectFrom('players')
    .select('uid')
    .where('uid', 'in', [...new Set(uids)])
    .orderBy('uid');
  const rows = await locked(trx, query, lock).execute();
  return new Set(rows.map((row) => row.uid));
}

/** Those of these answers that exist, locked in id order. */
export async function lockAnswers(
  trx: Db,
  ids: readonly string[],
  lock: RowLock,
): Promise<Set<string>> {
  const found = new Set<string>();
  const sorted = [...new Set(ids)].sort();
  for (let i = 0; i < sorted.length; i += 500) {
    const query = trx
      .selectFrom('answers')
      .select('id')
      .where('id', 'in', sorted.slice(i, i + 500))
      .orderBy('id');
    const rows = await locked(trx, query, lock).execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}
