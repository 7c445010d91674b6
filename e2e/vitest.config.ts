import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/stop-games.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
