import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from './server';

vi.mock('@/lib/firebase', () => import('./fake-firebase'));

// How long findBy… and waitFor poll before they fail: a deadline, not a wait (they return as soon
// as the page shows what they look for). Testing Library's second is too short on a busy machine,
// where a page's first render (its modules, React.lazy) or an answer's took longer.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out and has no scrollIntoView; where the page scrolls to is e2e's to check.
Element.prototype.scrollIntoView = () => {};

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
