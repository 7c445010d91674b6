// What `npm run backup` and `npm run restore` share: where the game's SQLite file is, and how to
// tell a sound WORDS database from anything else.
import SQLite from 'better-sqlite3';
import { ConfigError, loadDataConfig } from '../config';
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
      'DATABASE_URL is set: this is a PostgreSQL deployment. Back it up with pg_dump and restore it with pg_restore (see README, "Backups").',
    );
  }
  return config.sqliteFile;
}

export const stamp = () =>
  new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');

export type TableCounts = Record<(typeof TABLES)[number], number>;

/** Opens `file` read-only and checks that it is a whole WORDS database; returns its row counts. */
export function inspect(file: string): TableCounts {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity: unknown = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Refusal(`${file} is damaged: ${String(integrity)}`);
    const counts = {} as TableCounts;
    for (const table of TABLES) {
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
  await db.backup(target, { progress: () => ALL_PAGES });
  const copy = new SQLite(target, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

export function describe(counts: TableCounts): string {
  return TABLES.map((table) => `${counts[table]} ${table}`).join(', ');
}

/** Runs `main`, printing a refusal or a bad variable as a message (exit code 1), not a stack trace. */
export async function run(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof Refusal || error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
