// `npm run demo`: the game as `npm start` runs it, on SQLite in ./data-demo (DATA_DIR changes
// it), seeded once with weeks of a crowd playing, and with the Auth emulator. Signing in as
// DEMO_EMAIL finds a player with that history; any other email is a newcomer in a full game.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { demoSignIn } from './lib/demo-sign-in.mjs';
import { runGame } from './lib/run-game.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The demo account that played along with the crowd. */
const DEMO_EMAIL = 'ana@demo.words';

async function seed(env) {
  const args = ['server/dist/demo-seed.js'];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    const { uid } = await demoSignIn(env.FIREBASE_AUTH_EMULATOR_HOST, DEMO_EMAIL);
    args.push('--join', uid, 'Ana');
  }
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, env });
  process.stdout.write(stdout);
  console.log(
    `Demo: sign in as ${DEMO_EMAIL} to find weeks of history, or with any other email to start fresh.`,
  );
}

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR?.trim() || 'data-demo' };
// The demo's data is its own SQLite folder: a PostgreSQL set for `npm start` is left alone.
delete env.DATABASE_URL;
await runGame({ root, env, beforeServer: seed });
