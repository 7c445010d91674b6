// `node bench/delete-player.mjs [postgres://…]`: how long deleting a judge with 1,000 votes takes
// through the app's own deletion (DELETE /api/user's transaction), on SQLite and, given a URL, on
// PostgreSQL. The test server/test/account/deletion-at-scale.test.ts checks what it does; this
// measures the bound the issue sets (under a second). Each run deletes 5 judges, fresh each time.
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
`;
const app = await importBundled('delete-player', entry);

const VOTES = 1_000;
const RUNS = 5;
const clock = { now: () => new Date('2026-11-16T12:00:00Z') };

async function measure(label, settings) {
  const database = await app.openDatabase(settings);
  try {
    const players = app.createPlayers({ db: database.db, clock });
    // Nothing was filed through this process, so there is nothing remembered to forget.
    const filedToday = { forget: () => {} };
    const account = app.createAccount({ db: database.db, clock, players, filedToday });
    const times = [];
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
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `${label}: deleting a judge with ${VOTES} votes took ${times.map((t) => t.toFixed(0)).join(', ')} ms (median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms)\n`,
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
