import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath, e2eRequired, hasChromium } from './browser-path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(url: string, game: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (game.exitCode !== null) throw new Error(`The game stopped at start:\n${log.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The game did not answer in 120 s:\n${log.join('')}`);
}

/**
 * Starts WORDS the way `npm start` does (a build, then scripts/start.mjs with the Auth emulator),
 * on free ports with a fresh SQLite database, once for the whole suite.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    if (e2eRequired)
      throw new Error(`E2E_REQUIRED is set but there is no Chromium at ${chromiumPath}`);
    console.warn(
      `\n*** End-to-end suite SKIPPED: no Chromium at ${chromiumPath} (apt-get install chromium). ***\n`,
    );
    project.provide('baseUrl', '');
    return;
  }
  // As a person's shell would run `npm start`: without Vitest's NODE_ENV=test, which would build
  // the page with React's development code.
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env });
  const [port, emulatorPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-e2e-'));
  const log: string[] = [];
  const game = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_EMULATOR_PORT: String(emulatorPort),
      LOG_LEVEL: 'warn',
      FIREBASE_API_KEY: '',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  game.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  game.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, game, log);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (game.pid && game.exitCode === null) {
      const exited = new Promise((resolve) => game.once('exit', resolve));
      process.kill(-game.pid, 'SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (game.exitCode === null) process.kill(-game.pid, 'SIGKILL');
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
