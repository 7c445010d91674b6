import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrape, type Sample } from '../metrics/scrape';
import { databaseKinds } from '../support/databases';
import { freePort, startServer, type RunningServer } from './support/built-server';
import { prepareBuiltGame } from './support/built-game';
import {
  DOCUMENTED,
  ERROR_FOLDER,
  haproxyConfig,
  haproxyInstalled,
  startHaproxy,
  testCertificate,
  type RunningProxy,
} from './support/haproxy';
import { call, type Reply } from './support/http';
import { checkLedger } from './support/ledger-check';
import { createScratchDatabase } from './support/postgres';
import { readPostgres } from './support/stored-rows';
import { emptyLedger, startWriter, type Ledger } from './support/writer';

/**
 * Several instances for real: two servers on one PostgreSQL database and one Redis, behind
 * Debian's HAProxy with the configuration docs/OPERATIONS.md gives. The rate limits are counted together;
 * while a writer plays through the proxy, one instance is killed with SIGKILL: the proxy sends
 * the rest to the survivor, and every acknowledged write is stored exactly once.
 */

// Part of `npm run test:all`, which sets both URLs and fails on a skipped test.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const ready = haproxyInstalled && databaseKinds.includes('postgres') && redisUrl !== '';
if (!ready) {
  console.warn(
    '\n*** Several-instances test SKIPPED: it needs haproxy, TEST_DATABASE_URL and TEST_REDIS_URL. ***\n',
  );
}

const PER_PLAYER_PER_MINUTE = 40;
const CONCURRENCY = 12;

/** Calls an instance has answered, from its own metrics: on `route`, or all but health checks. */
function answered(samples: Sample[], route?: string): number {
  return samples
    .filter(
      (s) =>
        s.name === 'http_request_duration_seconds_count' &&
        (route === undefined ? s.labels.route !== '/healthz' : s.labels.route === route),
    )
    .reduce((sum, s) => sum + s.value, 0);
}

async function total(ledger: Ledger, count: number, ms: number): Promise<void> {
  const writes = () => ledger.acknowledged.answers.size + ledger.acknowledged.votes.size;
  const target = writes() + count;
  const deadline = Date.now() + ms;
  while (writes() < target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('runs the proxy with the configuration docs/OPERATIONS.md gives for production', () => {
  const operations = readFileSync(
    path.resolve(import.meta.dirname, '../../../docs/OPERATIONS.md'),
    'utf8',
  );
  expect(operations).toContain(haproxyConfig(DOCUMENTED));
});

describe.skipIf(!ready)('two instances behind HAProxy, on PostgreSQL and Redis', () => {
  const built = prepareBuiltGame();
  let database: { url: string; drop(): Promise<void> } | null = null;
  const instances: { server: RunningServer; metrics: string }[] = [];
  let proxy: RunningProxy | null = null;
  let certificate: ReturnType<typeof testCertificate> | null = null;

  beforeAll(async () => {
    database = await createScratchDatabase('words_instances');
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const metricsPort = await freePort();
      const server = await startServer(built.bundle.file, port, {
        ...built.jwks.env,
        NODE_ENV: 'production',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'words-instance-')),
        LOG_LEVEL: 'warn',
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_PER_PLAYER_PER_MINUTE: String(PER_PLAYER_PER_MINUTE),
        // The writer is one client address making hundreds of calls a second.
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
        METRICS_PORT: String(metricsPort),
      });
      instances.push({ server, metrics: `http://127.0.0.1:${metricsPort}/metrics` });
    }
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    certificate = testCertificate();
    const config = haproxyConfig({
      httpPort,
      httpsPort,
      servers: ports,
      certificate: certificate.file,
      errorFolder: ERROR_FOLDER,
    });
    proxy = await startHaproxy(config, httpPort);
  }, 90_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const { server } of instances) await server.stop('SIGTERM');
    await database?.drop();
    certificate?.remove();
  });

  it('counts a player’s calls together, whichever instance answers them', async () => {
    const proxied = (proxy as RunningProxy).url;
    const uid = `limited-${randomBytes(4).toString('hex')}`;
    const token = await built.jwks.tokenFor(uid);
    const before = await Promise.all(instances.map(async (i) => (await scrape(i.metrics)).samples));
    const statuses: number[] = [];
    for (let i = 0; i < PER_PLAYER_PER_MINUTE + 10; i += 1) {
      statuses.push((await call(`${proxied}/api/user/login`, 'POST', { token })).status);
    }
    const after = await Promise.all(instances.map(async (i) => (await scrape(i.metrics)).samples));
    const served = after.map(
      (samples, i) =>
        answered(samples, '/api/user/login') - answered(before[i] ?? [], '/api/user/login'),
    );

    // Both instances answered the player, and together they let exactly the limit through.
    expect(served.every((n) => n > 0)).toBe(true);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(PER_PLAYER_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('sends the calls to the survivor when an instance is killed, and loses no write', async ({
    annotate,
  }) => {
    const proxied = (proxy as RunningProxy).url;
    const [victim, survivor] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const ledger = emptyLedger();
    // The instances' answers that came through the proxy after the kill.
    const repliesAfterKill = { count: 0, byStatus: {} as Record<string, number> };
    let killed = false;
    const writer = startWriter(() => proxied, built.jwks, ledger, {
      concurrency: CONCURRENCY,
      prefix: `instances-${randomBytes(3).toString('hex')}-`,
      maxPlayers: 5_000,
      // The proxy's own 502/503/504: the instance died with the call, so nobody was told.
      noAnswer: fromProxy,
      onReply(reply) {
        if (!killed || fromProxy(reply)) return;
        repliesAfterKill.count += 1;
        repliesAfterKill.byStatus[reply.status] =
          (repliesAfterKill.byStatus[reply.status] ?? 0) + 1;
      },
    });
    const atKill = { inFlight: 0, survivorAnswered: 0 };
    try {
      await total(ledger, 60, 30_000);
      atKill.survivorAnswered = answered((await scrape(survivor.metrics)).samples);
      atKill.inFlight = writer.inFlight();
      await victim.server.stop('SIGKILL');
      killed = true;
      await total(ledger, 120, 30_000);
    } finally {
      await writer.stop();
    }
    const survivorAnswered = answered((await scrape(survivor.metrics)).samples);

    const rows = await readPostgres((database as { url: string }).url);
    const { problems, figures } = checkLedger(ledger, rows);
    const found = figures.found;
    const duplicates =
      rows.players.length -
      new Set(rows.players.map((p) => p.uid)).size +
      (rows.answers.length - new Set(rows.answers.map((a) => a.player_uid)).size) +
      (rows.votes.length - new Set(rows.votes.map((v) => `${v.answer_id}|${v.judge_uid}`)).size);
    await annotate(
      JSON.stringify({
        inFlightAtKill: atKill.inFlight,
        acknowledged: figures.acknowledged,
        found,
        duplicates,
        sentWithoutAnswer: figures.sentWithoutAnswer,
        sentWithoutAnswerButStored: figures.sentWithoutAnswerButStored,
        refusedByStatus: ledger.refusedByStatus,
        repliesThroughProxyAfterKill: repliesAfterKill,
        answeredBySurvivorAfterKill: survivorAnswered - atKill.survivorAnswered,
      }),
    );

    expect(problems).toEqual([]);
    expect(duplicates).toBe(0);
    // After the kill the calls went on, answered by the survivor.
    expect(repliesAfterKill.byStatus['201'] ?? 0).toBeGreaterThan(0);
    expect(survivorAnswered - atKill.survivorAnswered).toBeGreaterThanOrEqual(
      repliesAfterKill.count,
    );
    expect(
      Object.keys(ledger.refusedByStatus).filter((s) => Number(s) >= 500),
      // What the instances said about it.
      instances
        .map(({ server }) => server.log())
        .join('\n')
        .split('\n')
        .filter((line) => line.includes('"level":50'))
        .join('\n'),
    ).toEqual([]);
    expect(atKill.inFlight).toBeGreaterThan(0);
  }, 90_000);
});

/**
 * The proxy's own 502/503/504 (its pages in docs/haproxy, or its HTML): no instance answered the
 * call. The game's own 503 (the database away) is not one of them.
 */
function fromProxy(reply: Reply): boolean {
  const apiShaped = typeof reply.body === 'object' && reply.body !== null && 'error' in reply.body;
  return reply.status === 502 || reply.status === 504 || (reply.status === 503 && !apiShaped);
}
