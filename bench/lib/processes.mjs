// The processes under load: the real server (server/dist/server.js) and the bare Fastify baseline,
// each on its own loopback port with its logs in a file, on the server's core when the placement
// says so, and their memory and CPU time read from /proc.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { runMark } from '../../scripts/lib/test-run.mjs';
import { repoRoot } from './paths.mjs';
import { onServerCore } from './placement.mjs';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times (getconf CLK_TCK). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * @typedef {object} Running
 * @property {number} pid
 * @property {string} url
 * @property {number} startedAt  performance.now() when it was spawned
 * @property {number} readyMs  from spawning to the first 2xx of readyPath
 * @property {() => void} resetPeakMemory  starts a new peak (VmHWM) from the current RSS
 * @property {() => { peakRssMb: number, rssMb: number }} memory
 * @property {() => number} cpuSeconds  user and system CPU time the process has used so far
 * @property {() => Promise<number | null>} stop  SIGTERM, then the exit code
 */

/**
 * @param {object} options
 * @param {string} options.script  relative to the repository
 * @param {Record<string, string>} options.env
 * @param {string} options.logFile
 * @param {string} options.readyPath  polled until it answers 2xx
 * @param {import('./placement.mjs').Placement} options.placement
 * @param {string[]} [options.nodeFlags]
 * @returns {Promise<Running>}
 */
export async function startProcess({ script, env, logFile, readyPath, placement, nodeFlags = [] }) {
  const port = await freePort();
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = openSync(logFile, 'w');
  const [command, ...args] = onServerCore(placement, [process.execPath, ...nodeFlags, script]);
  const startedAt = performance.now();
  const child = spawn(/** @type {string} */ (command), args, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...runMark(),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${script} exited with ${child.exitCode}:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not get ready:\n${tail(logFile)}`);
    }
    // Often, so that readyMs is close to when the server could first answer.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - startedAt;
  const pid = /** @type {number} */ (child.pid);
  return {
    pid,
    url,
    startedAt,
    readyMs,
    resetPeakMemory: () => writeFileSync(`/proc/${pid}/clear_refs`, '5'),
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (/** @type {string} */ field) =>
        Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
      return { peakRssMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
    },
    cpuSeconds: () => cpuSecondsOf(pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * The user and system CPU time process `pid` has used so far, every thread of it; with
 * `children`, also that of its children that have ended (a PostgreSQL postmaster's backends).
 * @param {number} pid
 * @param {boolean} [children]
 */
export function cpuSecondsOf(pid, children = false) {
  // Fields 14 to 17 of /proc/<pid>/stat (utime, stime, cutime, cstime), after the command name in
  // parentheses.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const ended = children ? Number(fields[13]) + Number(fields[14]) : 0;
  return (own + ended) / CLOCK_TICKS_PER_SECOND;
}

/** @param {string} file */
function tail(file) {
  return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
}
