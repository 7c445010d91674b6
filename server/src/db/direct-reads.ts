/**
 * A read that SQLite runs at once, without Kysely: its rows, or null where it must go through
 * Kysely (its one connection is held by a call, or the statement writes).
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | null;

// By the database as opened: its transactions, and a copy of it with a plugin or a schema of its
// own (withPlugin, withSchema), are other objects and always go through Kysely.
const readers = new WeakMap<object, DirectRead>();

/** openDatabase, for SQLite: the database's reads may run through `read`. */
export function readingDirectly<D extends object>(db: D, read: DirectRead): D {
  readers.set(db, read);
  return db;
}

/**
 * The rows of a read run at once on SQLite's free connection, or null (PostgreSQL, a transaction,
 * the connection held, a statement that writes): then Kysely runs it. Kysely's way costs several
 * promises and turns of the event loop around a statement of a few microseconds (decision 0077);
 * what the read sees is the same, the last commit, since no transaction is open on the connection.
 */
export function readAtOnce(db: object, sql: string, parameters: readonly unknown[]) {
  return readers.get(db)?.(sql, parameters) ?? null;
}
