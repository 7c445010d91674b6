// `npm run demo`: the game as `npm start` runs it, on SQLite in ./data-demo (DATA_DIR changes
// it), seeded once with weeks of a crowd playing, and with the Auth emulator. Signing in as
// DEMO_EMAIL finds a player with that history; any other email is a newcomer in a full game.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runGame } from './lib/run-game.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** The demo account that played along with the crowd. */
const DEMO_EMAIL = 'ana@demo.words';

/**
 * The emulator's uid for an email, signing in as the page's demo account chooser does (the same
 * fake Google ID token): the account is made on the first call and found on the next ones.
 */
async function demoAccountUid(emulatorHost, email) {
  const idToken = JSON.stringify({ sub: `demo-${email}`, email, email_verified: true });
  const response = await fetch(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
      signal: AbortSignal.timeout(5_000),
    },
  );
  const body = await response.json();
  if (!response.ok || typeof body.localId !== 'string') {
    throw new Error(`The Auth emulator did not sign ${email} in (${response.status})`);
  }
  return body.localId;
}

async function seed(env) {
  const args = ['server/dist/demo-seed.js'];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    args.push('--join', await demoAccountUid(env.FIREBASE_AUTH_EMULATOR_HOST, DEMO_EMAIL), 'Ana');
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
