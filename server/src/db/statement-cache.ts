import type SQLite from 'better-sqlite3';

/** More distinct statements than the game has queries; past it the oldest is forgotten. */
const MAX_STATEMENTS = 500;

/** What Kysely's SQLite driver needs of a database (its SqliteDatabase), with better-sqlite3's types. */
export interface CachedStatements {
  close(): void;
  prepare(sql: string): SQLite.Statement;
}

/**
 * The SQLite database as Kysely sees it, preparing each distinct statement once. Kysely's driver
 * prepares every query it runs, and preparing costs about as much as running one of the game's
 * indexed queries; a prepared statement is reusable, and SQLite re-prepares it by itself after a
 * migration changes the schema.
 */
export function withStatementCache(database: SQLite.Database): CachedStatements {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
