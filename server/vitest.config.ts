import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    // The real Spanish dictionary takes about 2 s to load in each test worker.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
