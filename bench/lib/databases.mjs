// Seeded databases, cached by what makes them (size, day, migrations, seeding code), and the
// fresh copy each server run works on: a file copy on SQLite, CREATE DATABASE … TEMPLATE on
// PostgreSQL. Every run therefore starts from the same rows.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { log } from './log.mjs';
import { cacheDir, serverDir } from './paths.mjs';
import { closeSeededWeeks } from './close-weeks.mjs';
import { seedPostgres } from './seed-postgres.mjs';
import { seedSqlite } from './seed-sqlite.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

/** A digest of everything that shapes a seeded database but its size and day. */
function recipeDigest() {
  const hash = createHash('sha256');
  const migrations = path.join(serverDir, 'src/db/migrations');
  for (const name of readdirSync(migrations).sort()) {
    hash.update(name).update(readFileSync(path.join(migrations, name)));
  }
  for (const name of [
    'dataset.mjs',
    'rows.mjs',
    'seed-sqlite.mjs',
    'seed-postgres.mjs',
    'close-weeks.mjs',
  ]) {
    hash.update(readFileSync(path.join(import.meta.dirname, name)));
  }
  return hash.digest('hex').slice(0, 10);
}

/** @param {Dataset} ds */
function cacheKey(ds) {
  const size = createHash('sha256').update(JSON.stringify(ds.size)).digest('hex').slice(0, 6);
  return `${ds.size.name}-${ds.today}-${size}${recipeDigest()}`;
}

/**
 * The path of a fresh copy of the seeded SQLite database for `ds`, seeding it first if needed.
 * @param {Dataset} ds
 * @param {AppModules} app
 * @param {string} runDir  emptied; the copy goes there as words.sqlite (the server's DATA_DIR)
 */
export async function sqliteRunCopy(ds, app, runDir) {
  const seeded = path.join(cacheDir, 'sqlite', `${cacheKey(ds).toLowerCase()}.sqlite`);
  if (!existsSync(seeded)) {
    mkdirSync(path.dirname(seeded), { recursive: true });
    log(`seeding SQLite ${ds.size.name} (${ds.answers.toLocaleString('en')} answers)…`);
    const started = Date.now();
    // Seeds of other days or recipes of this size only take space.
    for (const name of readdirSync(path.dirname(seeded))) {
      if (name.startsWith(`${ds.size.name.toLowerCase()}-`)) {
        rmSync(path.join(path.dirname(seeded), name), { force: true });
      }
    }
    const partial = `${seeded}.partial`;
    await seedSqlite(partial, ds, app);
    await closeSeededWeeks({ url: null, sqliteFile: partial }, app);
    renameSync(partial, seeded);
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seeded}`);
  }
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, 'words.sqlite');
  copyFileSync(seeded, file);
  return file;
}

/** @param {string} url @param {string} database */
function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** @param {string} name */
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * The URL of a fresh copy of the seeded PostgreSQL database for `ds`, on the server of `url`:
 * seeds `<db>_seed_<key>` once, then copies it to `<db>_run`.
 * @param {string} url  a database the bench may work beside (it creates databases next to it)
 * @param {Dataset} ds
 * @param {AppModules} app
 */
export async function postgresRunCopy(url, ds, app) {
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'words_bench';
  const key = createHash('sha256').update(cacheKey(ds)).digest('hex').slice(0, 12);
  const seedName = `${base}_seed_${ds.size.name.toLowerCase()}_${key}`;
  // One per bench process, so two benches (a run and the smoke test) never share one.
  const runName = `${base}_run_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`,
      [seedName],
    );
    if (rows[0]?.note !== 'seeded') {
      log(`seeding PostgreSQL ${ds.size.name} (${ds.answers.toLocaleString('en')} answers)…`);
      const started = Date.now();
      // Seeds of other days or recipes of this size only take space.
      const stale = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `${seedName.slice(0, -key.length).replaceAll('_', '\\_')}%`,
      ]);
      for (const { datname } of stale.rows) {
        await admin.query(`DROP DATABASE ${quote(datname)} WITH (FORCE)`);
      }
      await admin.query(`CREATE DATABASE ${quote(seedName)}`);
      await seedPostgres(withDatabase(url, seedName), ds, app);
      await closeSeededWeeks({ url: withDatabase(url, seedName), sqliteFile: '' }, app);
      await admin.query(`COMMENT ON DATABASE ${quote(seedName)} IS 'seeded'`);
      log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${seedName}`);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${quote(runName)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quote(runName)} TEMPLATE ${quote(seedName)}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, runName);
}

/**
 * Drops a run copy made by postgresRunCopy.
 * @param {string} url  the run copy's
 */
export async function dropPostgresRunCopy(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: parsed.toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
