import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';
import { journeysIncluded } from '../scripts/lib/whole-suite-only.mjs';

export default defineProject({
  test: {
    name: 'e2e',
    include: journeysIncluded(),
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/stop-games.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // The journeys keep the cores busy by themselves (Chromium and their games: vmstat showed
    // 0 to 2 % idle), so one worker per core, in a group of their own after the other projects,
    // whose files run one worker more (../vitest.config.ts).
    maxWorkers: availableParallelism(),
    sequence: { groupOrder: 1 },
  },
});
