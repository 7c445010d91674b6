import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'e2e'],
    // One worker more than the cores: the server's files wait on timers and on the processes they
    // start (a soak, a kill, a restore) for about a tenth of their time, and a third worker fills
    // it (the server's files took 290 to 335 s with 3 workers, 356 to 359 s with 2, in one sitting).
    // The journeys keep one per core (e2e/vitest.config.ts).
    maxWorkers: availableParallelism() + 1,
  },
});
