// What `npm run backup` and `npm run restore` share: where the game's SQLite file is, and how to
// tell a sound WORDS database from anything else.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { CommandError } from '../command-line';
import { ConfigError, loadDataConfig } from '../config';
import { openedAs } from './dialect';
import { migrateToLatest } from './migrate';
import { privateFile, privateFolder } from './private-files';
import { TABLES } from './schema';

/** All pages in one step: the copy is one read transaction, so it is consistent. */
export const ALL_PAGES = 0x7fffffff;

/** Why a command will not go on: told to the operator as it is, without a stack trace. */
export class Refusal extends Error {}

/** The SQLite file the server uses, found through the same configuration as the server's. */
export function liveSqliteFile(): string {
  const config = loadDataConfig();
  if (config.databaseUrl) {
    throw new Refusal(
      'DATABASE_URL is set: this is a PostgreSQL deployment. Back it up with pg_dump, and restore it with npm run restore -- FILE.dump (see docs/OPERATIONS.md, "Backups").',
    );
  }
  return config.sqliteFile;
}

/** A time as files are named by it: to the second, without colons. */
export const stamp = (at = new Date()) =>
  at
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');

/**
 * A file of `folder` that did not exist, created empty and so taken: `<prefix>-<time>.sqlite`, or
 * `<prefix>-<time>-2.sqlite` and on when a file of that name is there already (a restore of the
 * same second kept it), so no kept copy is ever overwritten.
 */
export function newFileIn(folder: string, prefix: string): string {
  privateFolder(folder);
  const time = stamp();
  for (let n = 1; ; n++) {
    const file = path.join(folder, `${prefix}-${time}${n > 1 ? `-${n}` : ''}.sqlite`);
    try {
      fs.closeSync(fs.openSync(file, 'wx', 0o600));
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Removes the `<prefix>-<time>[-n].sqlite` files of `folder` but the newest `kept`, by the time
 * and number in their names; other files are left. Returns the removed ones, oldest first.
 */
export function pruneCopies(folder: string, prefix: string, kept: number): string[] {
  const pattern = new RegExp(`^${prefix}-(.+?Z)(?:-(\\d+))?\\.sqlite$`);
  const copies = fs.readdirSync(folder).flatMap((name) => {
    const match = pattern.exec(name);
    return match ? [{ name, time: match[1] ?? '', n: Number(match[2] ?? 1) }] : [];
  });
  copies.sort((a, b) => (a.time === b.time ? a.n - b.n : a.time < b.time ? -1 : 1));
  const removed = copies.slice(0, Math.max(0, copies.length - kept));
  for (const { name } of removed) fs.rmSync(path.join(folder, name));
  return removed.map(({ name }) => path.join(folder, name));
}

/** Rows in each table of the file; an older database may not have every table yet. */
export type TableCounts = Partial<Record<(typeof TABLES)[number], number>>;

/**
 * Opens `file` read-only and checks that it is a whole WORDS database the server can start on:
 * undamaged, of this version or an older one, with the tables and columns the server's migrations
 * lead to. Returns its row counts.
 */
export async function inspect(file: string): Promise<TableCounts> {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity: unknown = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Refusal(`${file} is damaged: ${String(integrity)}`);
    await checkSchema(db, file);
    const counts: TableCounts = {};
    for (const table of TABLES) {
      if (!tableExists(db, table)) continue;
      counts[table] = db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n;
    }
    return counts;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(`${file} is not a WORDS database: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * Replays the file's schema and migration record in memory and migrates that as the server would
 * on start; every table must then have the columns a new database of this version has.
 */
async function checkSchema(db: SQLite.Database, file: string): Promise<void> {
  if (!tableExists(db, 'kysely_migration')) {
    throw new Refusal(
      `${file} is not a WORDS database: it has no kysely_migration table, the record of its migrations.`,
    );
  }
  const applied = db
    .prepare<[], { name: string; timestamp: string }>(
      'SELECT name, timestamp FROM kysely_migration',
    )
    .all();
  if (applied.length === 0) {
    throw new Refusal(
      `${file} is not a WORDS database: its kysely_migration table records no migration.`,
    );
  }
  const expected = await migratedInMemory(() => {});
  const unknown = applied.filter(({ name }) => !expected.migrations.includes(name));
  if (unknown.length > 0) {
    throw new Refusal(
      `${file} was made by a newer version of WORDS: this one does not have its migration${unknown.length > 1 ? 's' : ''} ${unknown.map(({ name }) => name).join(', ')}. Restore it with that version.`,
    );
  }
  const found = await migratedInMemory((replica) => {
    // Tables first: an index or trigger needs its table.
    const schema = db
      .prepare<[], { sql: string }>(
        `SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
         ORDER BY type <> 'table', rowid`,
      )
      .all();
    for (const { sql } of schema) replica.exec(sql);
    const record = replica.prepare('INSERT INTO kysely_migration (name, timestamp) VALUES (?, ?)');
    for (const { name, timestamp } of applied) record.run(name, timestamp);
  }).catch((error: unknown) => {
    // Its own schema failing to replay is told as SQLite tells it (by inspect).
    if (error instanceof SQLite.SqliteError) throw error;
    const { message, cause } = error as Error;
    throw new Refusal(
      `${file} is not a WORDS database: the server could not migrate it: ${message}${cause instanceof Error ? ` (${cause.message})` : ''}.`,
    );
  });
  for (const [table, columns] of expected.tables) {
    const own = found.tables.get(table);
    if (own === undefined) {
      throw new Refusal(`${file} is not a WORDS database: it has no table ${table}.`);
    }
    if (own !== columns) {
      throw new Refusal(
        `${file} is not a WORDS database: table ${table} has the columns (${own}), not (${columns}).`,
      );
    }
  }
}

/** A database in memory, prepared by `setUp`, then migrated: its migrations and its tables' columns. */
async function migratedInMemory(
  setUp: (db: SQLite.Database) => void,
): Promise<{ migrations: string[]; tables: Map<string, string> }> {
  const memory = new SQLite(':memory:');
  const kysely = openedAs(
    new Kysely<unknown>({ dialect: new SqliteDialect({ database: memory }) }),
    'sqlite',
  );
  try {
    setUp(memory);
    await migrateToLatest(kysely);
    const names = (sql: string) => memory.prepare<[], string>(sql).pluck().all();
    const tables = names(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid`,
    );
    return {
      migrations: names('SELECT name FROM kysely_migration'),
      tables: new Map(tables.map((table) => [table, columnsOf(memory, table)])),
    };
  } finally {
    await kysely.destroy();
  }
}

function columnsOf(db: SQLite.Database, table: string): string {
  return db
    .prepare<[string], { name: string; type: string; notnull: number; pk: number }>(
      'SELECT name, type, "notnull", pk FROM pragma_table_info(?) ORDER BY cid',
    )
    .all(table)
    .map(({ name, type, notnull, pk }) =>
      [name, type.toLowerCase(), notnull ? 'not null' : '', pk ? 'primary key' : '']
        .filter(Boolean)
        .join(' '),
    )
    .join(', ');
}

function tableExists(db: SQLite.Database, table: string): boolean {
  return (
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !==
    undefined
  );
}

/** True while another process (a running server) has the database open. */
export function inUse(file: string): boolean {
  const probe = new SQLite(file, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if (
      error instanceof SQLite.SqliteError &&
      (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED')
    ) {
      return true;
    }
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Copies the database open in `db` to `target` with SQLite's online backup API, as one
 * self-contained file (no write-ahead log beside it).
 */
export async function copyDatabase(db: SQLite.Database, target: string): Promise<void> {
  privateFile(target);
  await db.backup(target, { progress: () => ALL_PAGES });
  const copy = new SQLite(target, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

export function describe(counts: TableCounts): string {
  return TABLES.filter((table) => counts[table] !== undefined)
    .map((table) => `${counts[table]} ${table}`)
    .join(', ');
}

/**
 * Runs `main`, printing a refusal or a bad variable as a message (exit code 1), and a bad command
 * line as "Error: …" (exit code 2), not a stack trace.
 */
export async function run(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(`Error: ${error.message}`);
      process.exit(error.exitCode);
    }
    if (!(error instanceof Refusal || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
