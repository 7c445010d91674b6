import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { shellWorker } from './service-worker';

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  request?: { url: string; method: string; mode: string };
  respondWith?: (response: Promise<unknown>) => void;
  waitUntil?: (work: Promise<unknown>) => void;
}

/** The generated worker, run in a sandbox with the service worker globals it uses. */
function startWorker(options: { online: boolean; kept: string[] }) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Set<string>>([['words-shell-old', new Set(['/'])]]);
  const cache = (name: string) => {
    if (!stored.has(name)) stored.set(name, new Set());
    const entries = stored.get(name)!;
    return { addAll: async (urls: string[]) => urls.forEach((url) => entries.add(url)) };
  };
  const caches = {
    open: async (name: string) => cache(name),
    keys: async () => [...stored.keys()],
    delete: async (name: string) => stored.delete(name),
    match: async (request: string | { url: string }) => {
      const url = typeof request === 'string' ? request : new URL(request.url).pathname;
      return options.kept.includes(url) ? `kept ${url}` : undefined;
    },
  };
  const fetch = vi.fn(async (request: { url: string }) => {
    if (!options.online) throw new TypeError('Failed to fetch');
    return `network ${new URL(request.url).pathname}`;
  });
  const self = {
    location: { origin: 'https://words.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => {}),
    clients: { claim: vi.fn(async () => {}) },
  };
  const script = shellWorker('v2', ['/', '/assets/index-abc.js', '/manifest.webmanifest']);
  runInNewContext(script, { self, caches, fetch, URL, Promise });

  /** What the worker answers for a GET of `path`; undefined when it lets the browser fetch it. */
  async function get(path: string, mode = 'cors') {
    let answered: Promise<unknown> | undefined;
    listeners.get('fetch')!({
      request: { url: `https://words.example${path}`, method: 'GET', mode },
      respondWith: (response) => {
        answered = response;
      },
    });
    return answered === undefined ? undefined : await answered;
  }

  async function lifecycle(type: 'install' | 'activate') {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (w) => (work = w) });
    await work;
  }

  return { get, lifecycle, stored, fetch, self };
}

describe('the service worker of the build', () => {
  it('never answers an API call: the browser sends it, and nothing of it is stored', async () => {
    const worker = startWorker({ online: true, kept: ['/', '/api/play/word-of-the-day'] });
    expect(await worker.get('/api/play/word-of-the-day')).toBeUndefined();
    expect(await worker.get('/api/user/profile', 'navigate')).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('loads pages from the network while there is one, so a new build shows at once', async () => {
    const worker = startWorker({ online: true, kept: ['/'] });
    expect(await worker.get('/play', 'navigate')).toBe('network /play');
  });

  it('starts offline from the kept shell', async () => {
    const worker = startWorker({ online: false, kept: ['/', '/assets/index-abc.js'] });
    expect(await worker.get('/profile', 'navigate')).toBe('kept /');
    expect(await worker.get('/assets/index-abc.js')).toBe('kept /assets/index-abc.js');
  });

  it("keeps this build's shell, takes over at once, and drops the older builds' shells", async () => {
    const worker = startWorker({ online: true, kept: [] });
    await worker.lifecycle('install');
    expect([...worker.stored.get('words-shell-v2')!]).toEqual([
      '/',
      '/assets/index-abc.js',
      '/manifest.webmanifest',
    ]);
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect([...worker.stored.keys()]).toEqual(['words-shell-v2']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });
});
