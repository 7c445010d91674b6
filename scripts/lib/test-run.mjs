// A test run that leaves no process behind: every process it starts carries the run's mark in its
// environment (children inherit it; helpers that give a child a bare environment pass it on with
// runMark()), and once Vitest has exited, any process still carrying it is named, killed, and fails
// the run. `npm test` and `npm run test:all` run Vitest through runTests.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The environment variable that marks the processes of one test run. */
export const RUN_MARK = 'WORDS_TEST_RUN';

/** The mark of the current run, for a child given an environment of its own ({} outside a run). */
export function runMark() {
  const id = process.env[RUN_MARK];
  return id ? { [RUN_MARK]: id } : {};
}

/**
 * The processes, other than this one, whose environment carries the mark of run `id` (Linux's
 * /proc; a process that has exited meanwhile is left out).
 * @param {string} id
 * @returns {{ pid: number, command: string }[]}
 */
export function markedProcesses(id) {
  const needle = `\0${RUN_MARK}=${id}\0`;
  const found = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (!`\0${readFileSync(`/proc/${pid}/environ`, 'latin1')}`.includes(needle)) continue;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      found.push({ pid, command });
    } catch {
      // gone, or not ours to read
    }
  }
  return found;
}

/** The processes of run `id` still alive once they have had `graceMs` to finish exiting. */
async function leftovers(id, graceMs = 5_000) {
  const deadline = Date.now() + graceMs;
  let left = markedProcesses(id);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = markedProcesses(id);
  }
  return left;
}

/**
 * Runs Vitest from `root` with `args` and `env`, marked as one run; resolves to its exit code, or
 * to 1 when a process of the run outlived it (named on stderr, then killed).
 */
export async function runTests({ root, args, env = process.env }) {
  const id = randomUUID();
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const child = spawn(process.execPath, [vitest, 'run', ...args], {
    cwd: root,
    env: { ...env, [RUN_MARK]: id },
    stdio: 'inherit',
  });
  // A Ctrl-C reaches Vitest too: this process waits for it to stop, then looks for leftovers.
  const ignore = () => {};
  process.on('SIGINT', ignore);
  process.on('SIGTERM', ignore);
  const code = await new Promise((resolve) => child.once('exit', (status) => resolve(status ?? 1)));
  const left = await leftovers(id);
  if (left.length === 0) return code;
  console.error(
    `\nThe test run left ${left.length} process(es) running, now killed:\n` +
      left.map(({ pid, command }) => `  ${pid} ${command.slice(0, 300)}`).join('\n') +
      '\n',
  );
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return 1;
}
