// Seeds a SQLite database: the app's migrations through its own openDatabase, then the rows with
// better-sqlite3 prepared statements, one transaction per chunk.
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { columns, rowsOf } from './rows.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

/**
 * @param {string} file  written from scratch
 * @param {Dataset} ds
 * @param {AppModules} app
 */
export async function seedSqlite(file, ds, app) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const opened = await app.openDatabase({ url: null, sqliteFile: file });
  await opened.close();

  const db = new Database(file);
  // A seed that fails is thrown away, so it needs neither fsyncs nor key checks (the dataset's
  // keys are consistent by construction).
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  for (const table of /** @type {(keyof typeof columns)[]} */ (Object.keys(columns))) {
    const names = columns[table];
    const insert = db.prepare(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    );
    const insertChunk = db.transaction((/** @type {(string | number)[][]} */ rows) => {
      for (const row of rows) insert.run(row);
    });
    for (const chunk of rowsOf(ds, table, 100_000)) insertChunk(chunk);
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
