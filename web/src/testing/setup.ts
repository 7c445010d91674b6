import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

vi.mock('@/lib/firebase', () => import('./fake-firebase'));

let consoleErrors: unknown[][] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  consoleErrors = [];
  // React reports act() mistakes, failed prop types and crashes through console.error.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetAllMocks();
  if (consoleErrors.length > 0) {
    const lines = consoleErrors.map((args) => args.map(String).join(' '));
    throw new Error(`console.error was called:\n${lines.join('\n')}`);
  }
});

afterAll(() => server.close());
