import type { Kysely } from 'kysely';

/** The databases WORDS runs on. */
export type DatabaseKind = 'sqlite' | 'postgres';

/** A database or a transaction on it: both run through their dialect's one adapter. */
type Opened = Pick<Kysely<unknown>, 'getExecutor'>;

// The kind each database was opened with, kept by its adapter, which its transactions share.
const kinds = new WeakMap<object, DatabaseKind>();

/** Records the kind a database was opened with: openDatabase, or a SQLite file opened to check. */
export function openedAs<D extends Opened>(db: D, kind: DatabaseKind): D {
  kinds.set(db.getExecutor().adapter, kind);
  return db;
}

/** Which database this is (or the database of this transaction): the one place that says so. */
export function kindOf(db: Opened): DatabaseKind {
  const kind = kinds.get(db.getExecutor().adapter);
  if (kind === undefined) throw new Error('A database opened without saying its kind (openedAs).');
  return kind;
}

/** PostgreSQL: rows are locked, statements prepared by name, commits set per transaction. */
export const onPostgres = (db: Opened): boolean => kindOf(db) === 'postgres';
