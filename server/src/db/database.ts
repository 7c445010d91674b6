import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseSettings {
  /** postgres://… for PostgreSQL; null for SQLite. */
  url: string | null;
  /** The SQLite file. */
  sqliteFile: string;
  /** PostgreSQL only: the schema to work in (tests give each file its own). */
  pgSchema?: string;
}

export interface OpenDatabase {
  db: Db;
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** Opens the database the settings name and brings it to the latest migration. */
export async function openDatabase(settings: DatabaseSettings): Promise<OpenDatabase> {
  const opened = settings.url
    ? openPostgres(settings.url, settings.pgSchema)
    : openSqlite(settings.sqliteFile);
  await migrateToLatest(opened.db);
  return opened;
}

function openSqlite(file: string): OpenDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL with synchronous=FULL: an acknowledged write survives a killed process and a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

function openPostgres(url: string, schema?: string): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** True when a write failed on a unique key: the once-only rules answer 409 then. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
