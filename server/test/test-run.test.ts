import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { markedProcesses, RUN_MARK } from '../../scripts/lib/test-run.mjs';

/**
 * What `npm test` and `npm run test:all` look for once Vitest has exited (scripts/lib/test-run.mjs):
 * the processes that carry the run's mark, detached or orphaned alike.
 */
it('finds a process of the run by its mark, in a process group of its own, until it exits', async () => {
  const id = randomUUID();
  const script = 'setInterval(() => {}, 1_000)';
  const leaked = spawn(process.execPath, ['-e', script], {
    env: { [RUN_MARK]: id },
    detached: true,
    stdio: 'ignore',
  });
  const exited = once(leaked, 'exit');
  try {
    // Spawned means exec'd: its environment is its own now, not a copy of this process's.
    await once(leaked, 'spawn');
    expect(markedProcesses(id)).toEqual([
      { pid: leaked.pid, command: `${process.execPath} -e ${script}` },
    ]);
    expect(markedProcesses(randomUUID())).toEqual([]);
  } finally {
    leaked.kill('SIGKILL');
  }
  await exited;
  expect(markedProcesses(id)).toEqual([]);
});
