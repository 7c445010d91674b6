// `node bench/delete-player.mjs [postgres://…]`: how long deleting a player takes through the app's
// own deletion (DELETE /api/user's transaction), on SQLite and, given a URL, on PostgreSQL: a judge
// with 1,000 votes, and an author of 100 answers each handed to 10 judges, beside 200,000 served
// records of others' answers. The tests in server/test/account/deletion-at-scale.test.ts check
// what it does; this measures the bound the issue sets (under a second). Each run deletes 5 of
// each, fresh each time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importBundled } from './lib/import-bundled.mjs';

const entry = `
export { openDatabase } from './src/db/database';
export { createAccount } from './src/account/account';
export { createPlayers } from './src/players/players';
export { seedJudgeWithVotes } from './test/support/judge-with-votes';
export { seedAuthorHandedOut } from './test/support/author-handed-out';
`;
const app = await importBundled('delete-player', entry);

const VOTES = 1_000;
const AUTHOR_DAYS = 100;
const JUDGES = 10;
const OTHERS = 20_000;
const RUNS = 5;
const clock = { now: () => new Date('2026-11-16T12:00:00Z') };

/** `times` sorted, and their median, as the report gives them. */
function summary(times) {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  return `${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)} ms)`;
}

async function measure(label, settings) {
  const database = await app.openDatabase(settings);
  try {
    const players = app.createPlayers({ db: database.db, clock });
    // Nothing was filed through this process, so there is nothing remembered to forget.
    const filedToday = { forget: () => {} };
    const account = app.createAccount({ db: database.db, clock, players, filedToday });
    const times = [];
    const authorTimes = [];
    for (let run = 0; run < RUNS; run++) {
      const day = `2026-11-${String(16 + run).padStart(2, '0')}`;
      await app.seedJudgeWithVotes(database.db, {
        judge: `juez-${run}`,
        count: VOTES,
        day,
        now: clock.now().toISOString(),
      });
      const started = performance.now();
      await account.delete(`juez-${run}`);
      times.push(performance.now() - started);

      // The others' answers and their served records once, beside every author.
      await app.seedAuthorHandedOut(database.db, {
        author: `autora-${run}`,
        days: AUTHOR_DAYS,
        judges: JUDGES,
        others: run === 0 ? OTHERS : 0,
        day,
        now: clock.now().toISOString(),
      });
      const authorStarted = performance.now();
      await account.delete(`autora-${run}`);
      authorTimes.push(performance.now() - authorStarted);
    }
    process.stdout.write(
      `${label}: deleting a judge with ${VOTES} votes took ${summary(times)}\n` +
        `${label}: deleting an author of ${AUTHOR_DAYS} answers handed out ${JUDGES} times each, ` +
        `beside ${(OTHERS * JUDGES).toLocaleString('en')} served records, took ${summary(authorTimes)}\n`,
    );
  } finally {
    await database.close();
  }
}

await measure('SQLite', {
  url: null,
  sqliteFile: path.join(mkdtempSync(path.join(tmpdir(), 'words-delete-')), 'words.sqlite'),
});
const url = process.argv[2];
if (url) {
  const schema = `bench_delete_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    await measure('PostgreSQL', { url, sqliteFile: '', pgSchema: schema });
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
