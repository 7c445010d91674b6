import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { errors } from '@words/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createMetrics, type Metrics } from '../../src/metrics/metrics';
import { parseExposition } from '../metrics/scrape';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';
import { call } from './support/http';
import { startRedis, type RunningRedis } from './support/redis-server';

/**
 * Overload protection: per-player and per-address limits per minute, answered with 429, the API's
 * error shape and Retry-After; configurable, off with 0, generous by default; counted together by
 * every instance through PostgreSQL or Redis.
 */

const RATE_LIMITED = { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message };
/** Set by `npm run test:all`: the Redis the shared limits are tested on (npm test leaves it out). */
const redisUrl = process.env.TEST_REDIS_URL;

function expectRateLimited(response: LightMyRequestResponse): void {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 429,
    body: RATE_LIMITED,
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
}

// One game at a time: each test closes its game (and drops its schema) when it ends. Kysely's
// migrator looks for its table in every schema, so a second open schema would confuse it.
let open: TestGame | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

async function gameWith(kind: (typeof databaseKinds)[number], env: Record<string, string>) {
  return startGameWith(kind, { env });
}

async function startGameWith(...args: Parameters<typeof startGame>) {
  open = await startGame(...args);
  return open;
}

/** The app's log lines as they are written, and those of the rate limits as level and message. */
function logLines() {
  const lines: { level: number; msg: string; component?: string }[] = [];
  const levels: Record<number, string> = { 30: 'info', 40: 'warn', 50: 'error' };
  return {
    settings: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    rateLimitLines: () =>
      lines
        .filter((line) => line.component === 'rate-limits')
        .map(({ level, msg }) => ({ level: levels[level] ?? String(level), msg })),
  };
}

/** words_rate_limit_store_fallback as GET /metrics shows it. */
async function fallbackGauge(metrics: Metrics): Promise<number | undefined> {
  const samples = parseExposition(await metrics.scrape());
  return samples.find((sample) => sample.name === 'words_rate_limit_store_fallback')?.value;
}

const wordOfTheDay = { method: 'GET', url: '/api/play/word-of-the-day' } as const;

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  it('refuses a player over the per-player limit, and only that player', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '6',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    });
    await game.register('ana'); // 1 call
    await game.register('beto');
    for (let i = 0; i < 5; i += 1)
      expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
    const before = await countRows(game);
    const refused = await game.call('ana', {
      method: 'POST',
      url: '/api/play/submit',
      payload: { word: 'x', answer: 'verano', date: game.clock.now().toISOString() },
    });
    expectRateLimited(refused);
    expect(await countRows(game)).toEqual(before);
    expectRateLimited(await game.call('ana', wordOfTheDay));
    expect((await game.call('beto', wordOfTheDay)).statusCode).toBe(200);
  });

  it('refuses an address over the per-address limit, on every path, and only that address', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '4',
    });
    const from = (remoteAddress: string, url: string) => game.app.inject({ url, remoteAddress });
    for (let i = 0; i < 4; i += 1) {
      expect((await from('203.0.113.7', '/api/config')).statusCode).toBe(200);
    }
    for (const url of ['/api/config', '/api/play/word-of-the-day', '/nada']) {
      expectRateLimited(await from('203.0.113.7', url));
    }
    expect((await from('203.0.113.8', '/api/config')).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client, and an IPv4-mapped one as its IPv4 address', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '4',
    });
    const from = (remoteAddress: string) => game.app.inject({ url: '/api/config', remoteAddress });
    // A client usually holds a whole /64: four calls from four of its addresses use up its quota.
    for (const address of [
      '2001:db8:7:8::1',
      '2001:db8:7:8::2',
      '2001:db8:7:8:a:b:c:d',
      '2001:db8:7:8::ffff',
    ]) {
      expect((await from(address)).statusCode, address).toBe(200);
    }
    expectRateLimited(await from('2001:db8:7:8:1234:5678:9abc:def0'));
    expectRateLimited(await from('2001:0DB8:0007:0008:0000:0000:0000:0009'));
    // The next /64 is another client.
    expect((await from('2001:db8:7:9::1')).statusCode).toBe(200);

    // An IPv4 client seen through a dual-stack socket is its IPv4 address, not a /64 of them.
    for (let i = 0; i < 4; i += 1) expect((await from('198.51.100.1')).statusCode).toBe(200);
    expectRateLimited(await from('::ffff:198.51.100.1'));
    expect((await from('::ffff:198.51.100.2')).statusCode).toBe(200);
  });

  it('counts each whole IPv6 address with IPV6_CLIENT_PREFIX=128', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2',
      IPV6_CLIENT_PREFIX: '128',
    });
    const from = (remoteAddress: string) => game.app.inject({ url: '/api/config', remoteAddress });
    for (let i = 1; i <= 5; i += 1) {
      expect((await from(`2001:db8:7:8::${i}`)).statusCode).toBe(200);
      expect((await from(`2001:db8:7:8::${i}`)).statusCode).toBe(200);
      expectRateLimited(await from(`2001:db8:7:8::${i}`));
    }
  });

  it('never limits the health checks, which a load balancer calls from one address', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2',
    });
    const from = (url: string) => game.app.inject({ url, remoteAddress: '10.0.0.2' });
    for (let i = 0; i < 10; i += 1) {
      expect((await from('/livez')).statusCode).toBe(200);
      expect((await from('/healthz')).statusCode).toBe(200);
    }
    // They do not use up the address's quota either.
    expect((await from('/api/config')).statusCode).toBe(200);
    expect((await from('/api/config')).statusCode).toBe(200);
    expectRateLimited(await from('/api/config'));
  });

  it('never throttles a busy player under the default limits', async () => {
    const game = await gameWith(kind, {});
    expect(game.config.rateLimits).toEqual({ perPlayerPerMinute: 300, perAddressPerMinute: 3000 });
    await game.register('ana');
    // Far more than anyone plays in a minute: the page, the word, the profile, 60 judgements.
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i += 1) {
      for (const url of ['/api/play/word-of-the-day', '/api/user/profile']) {
        statuses.add((await game.call('ana', { method: 'GET', url })).statusCode);
      }
    }
    expect([...statuses]).toEqual([200]);
  });

  it('counts simultaneous calls exactly, letting through no more than the limit', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '10',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    });
    await game.register('ana'); // 1 call
    await game.register('beto');
    // Sent together, so a shared store counts them in one go: 9 calls left, then 429.
    const replies = await Promise.all(
      Array.from({ length: 15 }, () => game.call('ana', wordOfTheDay)),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([...Array(9).fill(200), ...Array(6).fill(429)]);
    for (const reply of replies.filter((r) => r.statusCode === 429)) expectRateLimited(reply);
    expect((await game.call('beto', wordOfTheDay)).statusCode).toBe(200);
  });

  it('keeps the connection of a refused call that arrived whole, so a flood costs no reconnections', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1',
    });
    const url = await game.app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const replies = [];
      for (let i = 0; i < 3; i += 1)
        replies.push(await call(`${url}/api/config`, 'GET', { agent }));
      expect(replies.map((reply) => [reply.status, reply.headers.connection])).toEqual([
        [200, 'keep-alive'],
        [429, 'keep-alive'],
        [429, 'keep-alive'],
      ]);
    } finally {
      agent.destroy();
    }
  });

  it('is off when set to 0', async () => {
    const game = await gameWith(kind, {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    });
    await game.register('ana');
    const statuses = new Set<number>();
    for (let i = 0; i < 400; i += 1)
      statuses.add((await game.call('ana', wordOfTheDay)).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('rate limits of a single instance (SQLite, no Redis)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count in memory by the system time: Retry-After is what is left of the minute', async () => {
    // @fastify/rate-limit's memory store reads Date.now(): the test sets it.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T12:00:00.000Z') });
    const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
    const game = await gameWith('sqlite', {
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '3',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    });
    await game.register('ana'); // 1 call
    expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
    expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
    const refused = await game.call('ana', wordOfTheDay);
    expectRateLimited(refused);
    expect(refused.headers['retry-after']).toBe('60');
    later(30_000);
    const stillRefused = await game.call('ana', wordOfTheDay);
    expectRateLimited(stillRefused);
    expect(stillRefused.headers['retry-after']).toBe('30');
    later(30_000);
    expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
  });
});

describe.skipIf(!databaseKinds.includes('postgres'))(
  'rate limits shared through PostgreSQL',
  () => {
    it('counts a player’s calls to two instances together', async () => {
      const env = { RATE_LIMIT_PER_PLAYER_PER_MINUTE: '6', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' };
      const game = await gameWith('postgres', env);
      const second = await game.anotherInstance();
      try {
        await game.register('ana');
        const token = await game.tokenFor('ana');
        const onSecond = () =>
          second.inject({ ...wordOfTheDay, headers: { authorization: `Bearer ${token}` } });
        for (let i = 0; i < 3; i += 1) {
          expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
          if (i < 2) expect((await onSecond()).statusCode).toBe(200);
        }
        // 1 registration + 5 calls: the sixth is refused by either instance.
        expectRateLimited(await onSecond());
        expectRateLimited(await game.call('ana', wordOfTheDay));
      } finally {
        await second.close();
      }
    });
  },
);

if (!redisUrl) {
  console.warn(
    '\n*** Redis rate-limit tests SKIPPED: set TEST_REDIS_URL (npm run test:all). ***\n',
  );
}

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts a player’s calls to two instances together', async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '4',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    };
    const first = await gameWith('sqlite', env);
    const second = await buildApp(
      loadConfig({ ...env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' }),
      {
        db: first.database.db,
        clock: first.clock,
        keySource: first.signer.keySource,
        logger: false,
      },
    );
    try {
      // Keys live for a minute in a Redis other runs may share: a uid of this run only.
      const uid = `redis-${randomBytes(4).toString('hex')}`;
      await first.register(uid);
      const token = await first.tokenFor(uid);
      const onSecond = () =>
        second.inject({ ...wordOfTheDay, headers: { authorization: `Bearer ${token}` } });
      expect((await first.call(uid, wordOfTheDay)).statusCode).toBe(200);
      expect((await onSecond()).statusCode).toBe(200);
      expect((await first.call(uid, wordOfTheDay)).statusCode).toBe(200);
      expectRateLimited(await onSecond());
      expectRateLimited(await first.call(uid, wordOfTheDay));
    } finally {
      await second.close();
    }
  });

  it('counts the addresses of one IPv6 /64 together', async () => {
    const game = await gameWith('sqlite', {
      REDIS_URL: redisUrl ?? '',
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '3',
    });
    // Keys live for a minute in a Redis other runs may share: a /64 of this run only.
    const [a = 0, b = 0] = randomBytes(2);
    const network = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    const from = (host: string) =>
      game.app.inject({ url: '/api/config', remoteAddress: `${network}::${host}` });
    for (const host of ['1', '2', '3']) expect((await from(host)).statusCode).toBe(200);
    expectRateLimited(await from('4'));
  });

  it('names its keys words-rate-limit:player:<uid> and words-rate-limit:address:<client>', async () => {
    const game = await gameWith('sqlite', {
      REDIS_URL: redisUrl ?? '',
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '10',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '10',
    });
    const uid = `keys-${randomBytes(4).toString('hex')}`;
    const address = `198.51.100.${randomBytes(1)[0] ?? 1}`;
    const token = await game.tokenFor(uid);
    await game.app.inject({
      ...wordOfTheDay,
      remoteAddress: address,
      headers: { authorization: `Bearer ${token}` },
    });
    const redis = new Redis(redisUrl ?? '');
    try {
      expect(await redis.keys(`*${uid}*`)).toEqual([`words-rate-limit:player:${uid}`]);
      expect(await redis.keys(`*${address}`)).toEqual([`words-rate-limit:address:${address}`]);
    } finally {
      redis.disconnect();
    }
  });

  it('counts in each instance’s memory while Redis is away, and says so once', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const log = logLines();
    const metrics = createMetrics();
    const game = await startGameWith('sqlite', {
      env: { REDIS_URL: `redis://127.0.0.1:${closedPort}`, RATE_LIMIT_PER_PLAYER_PER_MINUTE: '3' },
      logger: log.settings,
      metrics: () => metrics,
    });
    await game.register('ana'); // 1 call
    expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
    expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expectRateLimited(await game.call('ana', wordOfTheDay));
    expect(log.rateLimitLines()).toEqual([
      {
        level: 'warn',
        msg: 'rate limits: Redis is failing, each instance counts in its own memory',
      },
    ]);
    expect(await fallbackGauge(metrics)).toBe(1);
  });
});

describe.skipIf(!redisUrl)('rate limits while Redis is full', () => {
  let full: RunningRedis | null = null;
  afterAll(async () => {
    await full?.stop();
  });

  it('count in memory while Redis refuses writes, and together again once it takes them', async () => {
    // A Redis of the test's own, at its memory limit and evicting nothing: every count is refused.
    full = await startRedis(['--maxmemory', '1mb', '--maxmemory-policy', 'noeviction']);
    const admin = new Redis(full.url);
    try {
      for (let i = 0; ; i += 1) {
        const stored = await admin.set(`filler:${i}`, 'x'.repeat(10_000)).catch(() => null);
        if (stored === null) break;
      }
      const log = logLines();
      const metrics = createMetrics();
      const game = await startGameWith('sqlite', {
        env: {
          REDIS_URL: full.url,
          RATE_LIMIT_PER_PLAYER_PER_MINUTE: '3',
          RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
        },
        logger: log.settings,
        metrics: () => metrics,
      });
      await game.register('ana'); // 1 call
      expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
      expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
      for (let i = 0; i < 3; i += 1) expectRateLimited(await game.call('ana', wordOfTheDay));
      expect(log.rateLimitLines()).toEqual([
        {
          level: 'warn',
          msg: 'rate limits: Redis is failing, each instance counts in its own memory',
        },
      ]);
      expect(await fallbackGauge(metrics)).toBe(1);

      // Room again: the next count goes to Redis, under the player's key.
      await admin.config('SET', 'maxmemory', '0');
      expect((await game.call('ana', wordOfTheDay)).statusCode).toBe(200);
      expect(log.rateLimitLines()).toEqual([
        {
          level: 'warn',
          msg: 'rate limits: Redis is failing, each instance counts in its own memory',
        },
        { level: 'info', msg: 'rate limits: Redis answers again, the instances count together' },
      ]);
      expect(await fallbackGauge(metrics)).toBe(0);
      expect(await admin.get('words-rate-limit:player:ana')).toBe('1');
    } finally {
      admin.disconnect();
    }
  });
});
