// Seeds a PostgreSQL database: the app's migrations through its own openDatabase, then the rows
// in multi-row INSERT … SELECT FROM unnest(arrays), 20,000 rows a statement.
import pg from 'pg';
import { columns, rowsOf } from './rows.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

/** PostgreSQL type of each column, for the unnest arrays. */
const INTEGER_COLUMNS = new Set([
  'notifications',
  'players',
  'vote_count',
  'score_total',
  'pick_key',
  'score',
  'seat',
]);

/**
 * @param {string} url  an empty database
 * @param {Dataset} ds
 * @param {AppModules} app
 */
export async function seedPostgres(url, ds, app) {
  const opened = await app.openDatabase({ url, sqliteFile: '' });
  await opened.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SET synchronous_commit = off');
    for (const table of /** @type {(keyof typeof columns)[]} */ (Object.keys(columns))) {
      const names = columns[table];
      const arrays = names
        .map((name, i) => `$${i + 1}::${INTEGER_COLUMNS.has(name) ? 'integer' : 'text'}[]`)
        .join(', ');
      const text = `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays})`;
      for (const chunk of rowsOf(ds, table, 20_000)) {
        const values = names.map((_, i) => chunk.map((row) => row[i]));
        await client.query(text, values);
      }
    }
    // What autovacuum does after a bulk load, done now so every run starts alike.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}
