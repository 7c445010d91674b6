import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'e2e'],
    // One worker per core, not Vitest's default of one fewer: most test files wait on a child
    // process, a browser or the disk more than they compute, so a full set of workers overlaps
    // those waits without starving the processes they started.
    maxWorkers: availableParallelism(),
  },
});
