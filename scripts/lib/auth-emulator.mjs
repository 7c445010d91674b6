// Starts the Firebase Auth emulator of demo mode (DEMO_PROJECT_ID) for local play and tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../server/src/demo-project.mjs';

const require = createRequire(import.meta.url);

/** True when an Auth emulator already answers on host:port. */
export async function isAuthEmulator(host) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator on `port` (the hub on port + 1) unless one already runs there.
 * Returns its host:port and a stop function.
 */
export async function startAuthEmulator({ port = 9099, log = process.stderr } = {}) {
  const host = `127.0.0.1:${port}`;
  if (await isAuthEmulator(host)) return { host, child: null, stop: async () => {} };

  const folder = mkdtempSync(path.join(tmpdir(), 'words-emulator-'));
  writeFileSync(
    path.join(folder, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebaseBin = require.resolve('firebase-tools/lib/bin/firebase.js', {
    paths: [path.resolve(import.meta.dirname, '../../server')],
  });
  const child = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID],
    {
      cwd: folder,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const output = [];
  const keep = (chunk) => output.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
    });

  const deadline = Date.now() + 90_000;
  while (!(await isAuthEmulator(host))) {
    if (child.exitCode !== null) {
      log.write(output.join(''));
      throw new Error(`The Auth emulator stopped before it was ready (exit ${child.exitCode})`);
    }
    if (Date.now() > deadline) {
      await stop();
      log.write(output.join(''));
      throw new Error('The Auth emulator was not ready after 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { host, child, stop };
}
