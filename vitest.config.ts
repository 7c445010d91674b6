import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contract', 'server', 'web', 'e2e'],
    // Vitest leaves a core free by default (one worker on a 2-core machine), but most test files
    // wait on a child process, a browser or the disk more than they compute: two workers overlap
    // those waits.
    maxWorkers: 2,
  },
});
