import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'e2e'],
    // One worker more than the cores: the server's files wait on timers and on the processes they
    // start (a soak, a kill, a restore) for about a tenth of their time, which the extra worker
    // fills (docs/TESTING.md#durations). The journeys keep one per core (e2e/vitest.config.ts).
    maxWorkers: availableParallelism() + 1,
  },
});
