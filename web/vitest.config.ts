import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // The files of a worker share one page environment and its modules instead of setting up
    // jsdom and importing React, the router and msw again for each file (about 2 s each). The
    // setup file still resets what a test leaves: the DOM, msw's handlers, storage, timers, mocks.
    isolate: false,
  },
});
