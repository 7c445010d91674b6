import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { shellWorker } from './service-worker';

type Listener = (event: Record<string, unknown>) => void;

/** The generated worker's push and click handlers, with the globals they use. */
function startWorker(windows: { url: string }[]) {
  const listeners = new Map<string, Listener>();
  const opened: string[] = [];
  const self = {
    location: { origin: 'https://words.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          navigate: async (url: string) => {
            opened.push(`navigated ${url}`);
            return { focus: async () => opened.push('focused') };
          },
        })),
      openWindow: async (url: string) => void opened.push(`opened ${url}`),
    },
  };
  runInNewContext(shellWorker('v1', ['/']), { self, caches: {}, fetch, URL, Promise });

  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (w: Promise<unknown>) => (work = w) });
    await work;
  }
  return { self, opened, dispatch };
}

describe('the service worker’s reminders', () => {
  it('shows the pushed reminder as a notification', async () => {
    const worker = startWorker([]);
    const body = 'La palabra de hoy te espera en WORDS.';
    await worker.dispatch('push', {
      data: { json: () => ({ title: 'WORDS', body, url: '/play' }) },
    });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('WORDS', {
      body,
      icon: '/icons/icon-192.png',
      tag: 'words-reminder',
      data: { url: '/play' },
    });
  });

  it('opens /play on a click, in a new window or in the game’s own', async () => {
    const close = vi.fn();
    const none = startWorker([]);
    await none.dispatch('notificationclick', { notification: { close, data: { url: '/play' } } });
    expect(close).toHaveBeenCalled();
    expect(none.opened).toEqual(['opened https://words.example/play']);

    const open = startWorker([{ url: 'https://words.example/rate' }]);
    await open.dispatch('notificationclick', { notification: { close, data: { url: '/play' } } });
    expect(open.opened).toEqual(['navigated https://words.example/play', 'focused']);
  });

  it('never opens another site, whatever a push says', async () => {
    const worker = startWorker([]);
    await worker.dispatch('push', {
      data: { json: () => ({ title: 'WORDS', body: 'x', url: 'https://evil.example/' }) },
    });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith(
      'WORDS',
      expect.objectContaining({ data: { url: '/play' } }),
    );
  });
});
