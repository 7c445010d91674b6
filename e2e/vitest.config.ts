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
  },
});
