import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';

export { freePort };

export const root = path.resolve(import.meta.dirname, '../..');

/**
 * The environment of a person's shell running `npm start`: without Vitest's NODE_ENV=test,
 * which would build the page with React's development code, and without VITEST.
 */
export function shellEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
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

export interface RunningGame {
  baseUrl: string;
  /** What the game printed (stdout and stderr). */
  log: string[];
  /** Ctrl-C to its whole process group, as a person would; SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built game as `npm start` does (scripts/start.mjs, which starts an Auth emulator
 * unless FIREBASE_AUTH_EMULATOR_HOST names one) on `port`, with `env` as its whole environment.
 * The game runs in its own process group, so stopping it stops whatever it started. Building
 * the page and the server is up to the caller.
 */
export async function startGame({
  port,
  env,
}: {
  port: number;
  env: NodeJS.ProcessEnv;
}): Promise<RunningGame> {
  const log: string[] = [];
  const game = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  game.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  game.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));

  const stop = async () => {
    if (game.pid && game.exitCode === null) {
      const exited = new Promise((resolve) => game.once('exit', resolve));
      process.kill(-game.pid, 'SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (game.exitCode === null) process.kill(-game.pid, 'SIGKILL');
    }
  };

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, game, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, log, stop };
}
