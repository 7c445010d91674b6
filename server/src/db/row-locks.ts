import { compiledOnce } from './compiled-query';
import type { Db } from './database';
import { onPostgres } from './dialect';
import type { PlayersTable } from './schema';

/**
 * The order every transaction that writes players and answers locks them in, so that none waits
 * on another in turn (a deadlock): players first, in uid order, then answers, in id order. A
 * player's deletion locks the player, then the answers it changes; a vote its judges, then the
 * answers voted on; a filing its authors. SQLite runs one writer at a time: nothing is locked
 * there, the rows are only read.
 */

/** How a row is held until the transaction ends (PostgreSQL's row-level lock modes). */
export type RowLock = 'update' | 'noKeyUpdate' | 'keyShare';

/** Whether this database locks rows: PostgreSQL; SQLite runs one writer at a time. */
export const locksRows = (db: Db) => onPostgres(db);

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

/**
 * What a player's lock may read besides the uid: their standing, for a vote, a filing, a report;
 * their region, for a filing and a change of region.
 */
export type PlayerStanding = 'banned_at' | 'established_at' | 'region';

/**
 * Those of these players that exist, locked in uid order, by uid: the one lock of a player's
 * row (a deletion, a vote's judges, a filing's authors, a report's judge, a peña's join). Reads
 * the `columns` asked for in the same statement: a ban waits for the transaction that read the
 * player unbanned, or that transaction waits for the ban and reads it.
 */
export async function lockPlayers<C extends PlayerStanding = never>(
  trx: Db,
  uids: readonly string[],
  lock: RowLock,
  columns: readonly C[] = [],
): Promise<Map<string, Pick<PlayersTable, 'uid' | C>>> {
  if (uids.length === 0) return new Map();
  const query = trx
    .selectFrom('players')
    .select(['uid', ...(columns as readonly PlayerStanding[])])
    .where('uid', 'in', [...new Set(uids)])
    .orderBy('uid');
  // Kysely types the columns of every call at once; these rows hold those of this call (C).
  const rows = (await locked(trx, query, lock).execute()) as unknown as Pick<
    PlayersTable,
    'uid' | C
  >[];
  return new Map(rows.map((row) => [row.uid, row]));
}

/**
 * One judge locked as lockPlayers locks them, with their standing: the vote's own lock, compiled
 * once (a vote is the game's most frequent write).
 */
export async function lockJudge(trx: Db, uid: string) {
  const [judge] = (await judgeLocked(trx, { uid })).rows;
  return judge;
}

const judgeLocked = compiledOnce((db, of: { uid: string }) =>
  locked(
    db,
    db
      .selectFrom('players')
      .select(['uid', 'banned_at', 'established_at'])
      .where('uid', '=', of.uid),
    'noKeyUpdate',
  ),
);

/** Whether the answer exists, locked as lockAnswers locks it: a vote's, compiled once. */
export async function lockAnswer(trx: Db, id: string): Promise<boolean> {
  return (await answerLocked(trx, { id })).rows.length > 0;
}

const answerLocked = compiledOnce((db, of: { id: string }) =>
  locked(db, db.selectFrom('answers').select('id').where('id', '=', of.id), 'noKeyUpdate'),
);

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
