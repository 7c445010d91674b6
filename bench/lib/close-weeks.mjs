// The seeded weeks closed by the app's own week closer, as a server running through those weeks
// would have closed them (decision 0064): a server started on a seed then finds what a restart
// finds, instead of ranking a hundred days of weeks during its start and its first calls.
import { BENCH_SERVING_KEY } from './dataset.mjs';
import { SIGN_IN_ENV } from './tokens.mjs';

/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

/**
 * @param {{ url: string | null, sqliteFile: string }} database  a seeded database
 * @param {AppModules} app
 * @returns {Promise<{ periods: number, penas: number }>}
 */
export async function closeSeededWeeks(database, app) {
  const opened = await app.openDatabase(database);
  try {
    // The settings the bench's server runs with (its rankings' rule among them).
    const config = app.loadConfig({
      ...SIGN_IN_ENV,
      SERVING_KEY: BENCH_SERVING_KEY,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    });
    const clock = app.systemClock;
    const { rankings } = app.createServices(config, { db: opened.db, clock, realClock: clock });
    const closer = app.createWeekCloser({
      db: opened.db,
      clock,
      rankings,
      log: { info() {}, error() {} },
    });
    return await closer.tick();
  } finally {
    await opened.close();
  }
}
