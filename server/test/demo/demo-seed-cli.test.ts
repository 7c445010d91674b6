import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { expect, it } from 'vitest';
import { runMark } from '../../../scripts/lib/test-run.mjs';

/**
 * The demo's seed as `npm run demo` runs it (server/dist/demo-seed.js): once per data folder, the
 * demo account joining the crowd; a second start finds the folder seeded and adds nothing; it
 * never touches a PostgreSQL or production database. It runs the build the run's global setup
 * made: building again here rewrote server/dist under the files that run from it.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
const DEMO = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

async function seed(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['server/dist/demo-seed.js', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...runMark(), ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function rows(dataDir: string) {
  const db = new SQLite(path.join(dataDir, 'words.sqlite'), { readonly: true });
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    const ana = db.prepare(`SELECT alias FROM players WHERE uid = 'uid-de-ana'`).get();
    return { players: count('players'), answers: count('answers'), votes: count('votes'), ana };
  } finally {
    db.close();
  }
}

it('seeds a data folder once, with the demo account in the crowd', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-demo-seed-'));
  const first = await seed({ ...DEMO, DATA_DIR: dataDir }, ['--join', 'uid-de-ana', 'Ana']);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toMatch(
    /^Seeded the demo in .+: 100 players, 29 days, \d+ answers, \d+ votes/,
  );
  const seeded = rows(dataDir);
  // The crowd, Ana, and the crowds of Mexico, Spain and Argentina (demo/seed-regions.ts).
  expect(seeded.players).toBe(100);
  expect(seeded.ana).toEqual({ alias: 'Ana' });

  const again = await seed({ ...DEMO, DATA_DIR: dataDir }, ['--join', 'uid-de-ana', 'Ana']);
  expect(again).toEqual({ code: 0, output: `The demo in ${dataDir} is seeded already.\n` });
  expect(rows(dataDir)).toEqual(seeded);
}, 120_000);

it('refuses a PostgreSQL database and production, and bad arguments', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-demo-seed-'));
  const refusal = 'The demo seeds only its own SQLite folder, never a production database.\n';
  expect(
    await seed({ ...DEMO, DATA_DIR: dataDir, DATABASE_URL: 'postgres://words@db/words' }),
  ).toEqual({ code: 1, output: refusal });
  expect(
    await seed({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'words-prod',
      FIREBASE_API_KEY: 'k',
    }),
  ).toEqual({ code: 1, output: refusal });
  expect(await seed({ ...DEMO, DATA_DIR: dataDir }, ['--join', 'solo-uid'])).toEqual({
    code: 1,
    output: 'Usage: demo-seed [--join UID ALIAS]...\n',
  });
});
