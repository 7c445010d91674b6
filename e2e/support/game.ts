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

/**
 * The environment of `npm start` in demo mode on `dataDir`, starting its own Auth emulator on
 * `emulatorPort`: none of the shell's Firebase, database or clock settings, and a quiet log.
 */
export function demoModeEnv(dataDir: string, emulatorPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...shellEnv(),
    DATA_DIR: dataDir,
    AUTH_EMULATOR_PORT: String(emulatorPort),
    LOG_LEVEL: 'warn',
    FIREBASE_API_KEY: '',
    FIREBASE_AUTH_EMULATOR_HOST: '',
    DATABASE_URL: '',
  };
  delete env.DEMO_CLOCK_OFFSET_DAYS;
  return env;
}

/**
 * The environment of a game that signs in at an Auth emulator already running on `emulatorHost`,
 * which outlives the game's restarts: demo mode as `npm start` runs it, on that emulator.
 */
export function sharedEmulatorEnv(emulatorHost: string, dataDir: string): NodeJS.ProcessEnv {
  const env = demoModeEnv(dataDir, 0);
  delete env.AUTH_EMULATOR_PORT;
  return { ...env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost };
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
    // Asked often: the journeys wait for some twenty starts of a game in a run.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The game did not answer in 120 s:\n${log.join('')}`);
}

/** True while any process of the group `pid` leads is alive. */
function groupAlive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGKILL to every process left in the group `pid` leads. */
function killGroup(pid: number | undefined): void {
  if (groupAlive(pid)) process.kill(-pid!, 'SIGKILL');
}

export interface RunningGame {
  baseUrl: string;
  /** What the game printed (stdout and stderr). */
  log: string[];
  /**
   * Ctrl-C to its whole process group, as a person would; SIGKILL after 15 s. True when Ctrl-C
   * alone ended every process of the game, with exit code 0.
   */
  stop(): Promise<boolean>;
  /** SIGKILL to its whole process group: a crash, a power cut, `kill -9`. */
  kill(): Promise<void>;
}

/**
 * How long a Ctrl-C may take: beyond the game's own bounds (the server forces its exit after
 * 10 s, the emulator is killed after 8 s), so that a stop that needed them is told by its exit
 * code, not by a process still running when the wait ends.
 */
const STOP_WAIT_MS = 15_000;

/**
 * The games started in this file and not yet stopped: a journey whose hook or test times out while
 * a game starts never gets its handle, and the game runs in a process group of its own, which
 * the end of the test process does not reach. stop-games.ts stops them after each file.
 */
const running = new Set<RunningGame>();

/** Kills every game of this file still running (see `running`). */
export async function killEveryGame(): Promise<void> {
  await Promise.all([...running].map((game) => game.kill()));
}

/** Established judges (decision 39) from the first vote: no days played, no votes cast needed. */
const EVERY_JUDGE_COUNTS = { ESTABLISHED_MIN_DAYS: '0', ESTABLISHED_MIN_VOTES: '0' };

/**
 * Starts the built game as `npm start` does (scripts/start.mjs, which starts an Auth emulator
 * unless FIREBASE_AUTH_EMULATOR_HOST names one) on `port`, with `env` as its whole environment.
 * The game runs in its own process group, so stopping it stops whatever it started. Building
 * the page and the server is up to the caller.
 */
export async function startGame({
  port,
  env,
  script = 'scripts/start.mjs',
}: {
  port: number;
  env: NodeJS.ProcessEnv;
  /** `npm run demo`'s script instead of `npm start`'s. */
  script?: 'scripts/start.mjs' | 'scripts/demo.mjs';
}): Promise<RunningGame> {
  const log: string[] = [];
  const game = spawn(process.execPath, [script], {
    cwd: root,
    // The journeys judge with accounts made that day: every judge counts from the first vote
    // unless a journey says otherwise (the trust rule itself is the server suite's).
    env: { ...EVERY_JUDGE_COUNTS, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  game.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  game.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));

  const exited = new Promise((resolve) => game.once('exit', resolve));
  const signal = async (name: NodeJS.Signals) => {
    if (game.pid && game.exitCode === null && game.signalCode === null) {
      process.kill(-game.pid, name);
      // Unref'd: a game that stops in time must not keep the test run open for the rest of it.
      const waitEnds = new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref());
      await Promise.race([exited, waitEnds]);
    }
  };
  const stop = async () => {
    await signal('SIGINT');
    const clean = !groupAlive(game.pid) && game.exitCode === 0;
    if (!clean) killGroup(game.pid);
    running.delete(handle);
    return clean;
  };
  const kill = async () => {
    await signal('SIGKILL');
    // The group outlives its leader when a grandchild was still starting.
    killGroup(game.pid);
    running.delete(handle);
  };

  const baseUrl = `http://localhost:${port}`;
  const handle: RunningGame = { baseUrl, log, stop, kill };
  running.add(handle);
  try {
    await waitForHealth(baseUrl, game, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return handle;
}
