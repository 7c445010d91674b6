// What `npm run backup` and `npm run restore` share: where the game's SQLite file is, and how to
// tell a sound WORDS database from anything else.
import path from 'node:path';
import Database from 'better-sqlite3';

export const TABLES = ['players', 'daily_words', 'answers', 'votes'];
/** All pages in one step: the copy is one read transaction, so it is consistent. */
export const ALL_PAGES = 0x7fffffff;

export class Refusal extends Error {}

/** The SQLite file the server uses, as it finds it: DATA_DIR (default ./data)/words.sqlite. */
export function sqliteFile(env = process.env) {
  if (env.DATABASE_URL?.trim()) {
    throw new Refusal(
      'DATABASE_URL is set: this is a PostgreSQL deployment. Back it up with pg_dump and restore it with pg_restore (see README, "Backups").',
    );
  }
  return path.join(path.resolve(env.DATA_DIR?.trim() || 'data'), 'words.sqlite');
}

export const stamp = () =>
  new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');

/** Opens `file` read-only and checks that it is a whole WORDS database; returns its row counts. */
export function inspect(file) {
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Refusal(`${file} is damaged: ${integrity}`);
    const counts = {};
    for (const table of TABLES) {
      counts[table] = db.prepare(`SELECT count(*) AS n FROM ${table}`).get().n;
    }
    return counts;
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw new Refusal(`${file} is not a WORDS database: ${error.message}`);
  } finally {
    db?.close();
  }
}

/** True while another process (a running server) has the database open. */
export function inUse(file) {
  const probe = new Database(file, { timeout: 0 });
  try {
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') return true;
    throw error;
  } finally {
    probe.close();
  }
}

/**
 * Copies the database open in `db` to `target` with SQLite's online backup API, as one
 * self-contained file (no write-ahead log beside it).
 */
export async function copyDatabase(db, target) {
  await db.backup(target, { progress: () => ALL_PAGES });
  const copy = new Database(target, { fileMustExist: true });
  copy.pragma('journal_mode = DELETE');
  copy.close();
}

export function describe(counts) {
  return TABLES.map((table) => `${counts[table]} ${table}`).join(', ');
}

/** Runs `main`, printing a refusal as a message (exit code 1) rather than a stack trace. */
export async function run(main) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
