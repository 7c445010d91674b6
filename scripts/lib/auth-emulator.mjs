// Starts the Firebase Auth emulator of demo mode (DEMO_PROJECT_ID) for local play and tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../server/src/demo-project.mjs';
import {
  emulatorFolders,
  keepAccountsFlags,
  saveAccountsOnChange,
} from './auth-emulator-accounts.mjs';
import { LAUNCHER_STOP } from './auth-emulator-process.mjs';
import { waitUntilReady } from './emulator-readiness.mjs';

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

/** What the emulator's three ports are for: AUTH_EMULATOR_PORT and the next two. */
const ROLES = ['sign-in', 'its hub', 'its log'];

/** True when nothing listens on 127.0.0.1:port (the emulator binds there). */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Refuses, naming the port, its use and the variable to change, when one of the emulator's ports
 * is taken: firebase-tools would stop with "Could not start emulator hub, port taken" instead.
 */
async function checkPortsFree(port) {
  const ports = ROLES.map((_, i) => port + i);
  for (const [i, taken] of ports.entries()) {
    if (await isFree(taken)) continue;
    const needs = ports.map((p, j) => `${p} (${ROLES[j]})`);
    throw new Error(
      `The Auth emulator needs ports ${needs[0]}, ${needs[1]} and ${needs[2]}, and ${needs[i]} is taken by another program (another emulator, or npm start beside npm run demo). ` +
        `Set AUTH_EMULATOR_PORT to a port whose next two are free as well, e.g. AUTH_EMULATOR_PORT=${port + ports.length}.`,
    );
  }
}

/** A new work folder: under the data folder when the accounts are kept there, else in /tmp. */
function workFolder(kept) {
  if (!kept) return mkdtempSync(path.join(tmpdir(), 'words-emulator-'));
  rmSync(kept.work, { recursive: true, force: true });
  mkdirSync(kept.work, { recursive: true });
  return kept.work;
}

/**
 * Starts the emulator on `port` (its hub on port + 1, its log on port + 2) unless one already
 * runs there; refuses at once when one of those ports is taken by anything else. With
 * `dataDir`, its accounts are read from that folder and saved there (auth-emulator-accounts.mjs);
 * without, they are forgotten when it stops. Returns its host:port and a stop function, which
 * waits until the emulator has saved its accounts and exited.
 */
export async function startAuthEmulator({ port = 9099, dataDir, log = process.stderr } = {}) {
  const host = `127.0.0.1:${port}`;
  if (await isAuthEmulator(host)) return { host, child: null, stop: async () => {} };
  await checkPortsFree(port);

  const kept = dataDir ? emulatorFolders(dataDir) : null;
  const folder = workFolder(kept);
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
  const args = ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT_ID];
  const child = spawn(
    process.execPath,
    [
      path.join(import.meta.dirname, 'auth-emulator-process.mjs'),
      firebaseBin,
      ...args,
      ...(kept ? keepAccountsFlags(kept.accounts) : []),
    ],
    {
      cwd: folder,
      env: {
        ...process.env,
        NO_UPDATE_NOTIFIER: '1',
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
        // The export on exit finds the hub through a file in TMPDIR named after the project: one
        // TMPDIR per emulator, or it would ask another emulator of demo-words for its accounts.
        TMPDIR: folder,
      },
      // The IPC channel tells the emulator when this process is gone, however it ended.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const output = [];
  const keep = (chunk) => output.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let stopSaving = () => {};
  // The emulator's process stops, saving its accounts, on this one signal only: it holds a
  // Ctrl-C of the whole process group back from firebase-tools (auth-emulator-process.mjs).
  const stop = () =>
    new Promise((resolve) => {
      stopSaving();
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(LAUNCHER_STOP);
      setTimeout(() => child.kill('SIGKILL'), 8_000).unref();
    });

  try {
    await waitUntilReady({
      isReady: () => isAuthEmulator(host),
      exitCode: () => child.exitCode,
      log,
    });
  } catch (error) {
    await stop();
    log.write(output.join(''));
    throw error;
  }
  if (kept) {
    const hubHost = `127.0.0.1:${port + 1}`;
    stopSaving = await saveAccountsOnChange({
      authHost: host,
      hubHost,
      folder: kept.accounts,
      log,
    });
  }
  return { host, child, stop };
}
