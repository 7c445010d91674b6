import { randomBytes } from 'node:crypto';
import { errors } from '@words/contract/errors';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { TestClock } from '../support/clock';
import { databaseKinds, holdingSchemasLock } from '../support/databases';
import { MONDAY_NOON } from '../support/game';
import { createTestSigner, TEST_PROJECT_ID } from '../support/tokens';
import { postgresUrl } from './support/postgres';
import { startTcpProxy } from './support/tcp-proxy';

/**
 * Database away: the app reaches PostgreSQL through a TCP proxy, which the test cuts (connections
 * reset, new ones refused) or stalls (nothing passes), during traffic. Every call answers 503
 * SERVICE_UNAVAILABLE in the API's shape within a bounded time, /healthz says not ready, and once
 * the proxy passes again the app serves by itself, with nothing stored from the refused calls.
 */

const UNAVAILABLE = { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message };
/** The app's own database timeouts in this test, kept short so the test is quick. */
const TIMEOUTS = { connectMs: 1_500, statementMs: 2_500, queryMs: 3_000 };
/** Every call must answer within this, whatever the database does. */
const BOUND_MS = 5_000;

interface Outcome {
  url: string;
  status: number;
  body: unknown;
  ms: number;
  startedAt: number;
}

describe.skipIf(!databaseKinds.includes('postgres'))('PostgreSQL going away', () => {
  const schema = `away_${randomBytes(4).toString('hex')}`;
  const clock = new TestClock(MONDAY_NOON);
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: OpenDatabase;
  let app: FastifyInstance;
  let signer: Awaited<ReturnType<typeof createTestSigner>>;
  let admin: pg.Client;

  beforeAll(async () => {
    const target = new URL(postgresUrl as string);
    admin = new pg.Client({ connectionString: postgresUrl as string });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    // Migrated as every test schema is, so that no other worker drops one meanwhile.
    database = await holdingSchemasLock(admin, 'shared', () =>
      openDatabase({
        url: viaProxy.toString(),
        sqliteFile: '',
        pgSchema: schema,
        timeouts: TIMEOUTS,
      }),
    );
    signer = await createTestSigner(clock);
    const config = loadConfig({
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      FIREBASE_API_KEY: 'k',
      DATABASE_URL: viaProxy.toString(),
      // The players call as fast as the calls are answered, hundreds a minute while the database
      // is cut; the limits (counted in memory meanwhile) would refuse them, and are not the point.
      RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    });
    app = await buildApp(config, {
      db: database.db,
      clock,
      keySource: signer.keySource,
      logger: false,
    });
    for (const uid of ['ana', 'beto', 'carla']) {
      const response = await callAs(uid, 'POST', '/api/user/register', {
        alias: `Jugador ${uid}`,
        timezone: 'Europe/Madrid',
        notifications: false,
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    if (admin) {
      await holdingSchemasLock(admin, 'alone', () =>
        admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
      );
    }
    await admin?.end();
  });

  async function callAs(uid: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
    const headers: Record<string, string> = {};
    if (uid) headers.authorization = `Bearer ${await signer.tokenFor(uid)}`;
    return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  /** One call, timed; fails the test if it has not answered within twice the bound. */
  async function timed(uid: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
    const startedAt = Date.now();
    const response: LightMyRequestResponse = await Promise.race([
      callAs(uid, method, url, payload),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`${url} hung`)), 2 * BOUND_MS),
      ),
    ]);
    const body = String(response.headers['content-type']).includes('json')
      ? response.json()
      : response.body;
    return { url, status: response.statusCode, body, ms: Date.now() - startedAt, startedAt };
  }

  /** Players keep calling, four at a time, until `until` resolves. */
  async function traffic(until: Promise<unknown>): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let done = false;
    void until.finally(() => {
      done = true;
    });
    const calls = [
      () => timed('ana', 'GET', '/api/play/word-of-the-day'),
      () => timed('beto', 'GET', '/api/user/profile'),
      () => timed('carla', 'GET', '/api/vote/random'),
      () => timed('ana', 'POST', '/api/user/login'),
    ];
    await Promise.all(
      calls.map(async (next) => {
        while (!done) outcomes.push(await next());
      }),
    );
    return outcomes;
  }

  async function answersStored(): Promise<number> {
    const { rows } = await admin.query(`SELECT count(*)::int AS n FROM ${schema}.answers`);
    return (rows[0] as { n: number }).n;
  }

  async function waitUntilHealthy(): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 15_000) {
      if ((await timed(null, 'GET', '/healthz')).status === 200) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the app did not recover in 15 s');
  }

  for (const fault of ['cut', 'stall'] as const) {
    it(`answers 503 while the connection is ${fault === 'cut' ? 'cut' : 'silent'}, then recovers by itself`, async ({
      annotate,
    }) => {
      const before = await answersStored();
      // Today's real word: a submission that would be stored, were the database there.
      const { word } = (await timed('beto', 'GET', '/api/play/word-of-the-day')).body as {
        word: string;
      };
      let faultAt = 0;
      const during = traffic(
        (async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          faultAt = Date.now();
          if (fault === 'cut') await proxy.cut();
          else proxy.stall();
          // Long enough for every caller to meet the fault at least twice, even when it waits.
          await new Promise((resolve) => setTimeout(resolve, fault === 'cut' ? 2_000 : 5_000));
        })(),
      );
      const outcomes = await during;

      // While it is away: readiness says so, liveness does not, and a submission is refused.
      const health = await timed(null, 'GET', '/healthz');
      const live = await timed(null, 'GET', '/livez');
      const submit = await timed('beto', 'POST', '/api/play/submit', {
        word,
        answer: 'verano',
        date: clock.now().toISOString(),
      });
      await proxy.restore();
      const recoveredMs = await waitUntilHealthy();

      const afterFault = outcomes.filter((o) => o.startedAt > faultAt + 50);
      const refused = afterFault.filter((o) => o.status === 503);
      await annotate(
        JSON.stringify({
          fault,
          callsBefore: outcomes.length - afterFault.length,
          callsDuring: afterFault.length,
          refused503: refused.length,
          slowestMs: Math.max(...outcomes.map((o) => o.ms)),
          recoveredMs,
        }),
      );
      expect(afterFault.length).toBeGreaterThanOrEqual(4);
      // No call hangs, not even one that was waiting on the database when it went away.
      for (const outcome of outcomes) expect(outcome.ms, outcome.url).toBeLessThan(BOUND_MS);
      for (const outcome of afterFault) {
        expect({ url: outcome.url, status: outcome.status, body: outcome.body }).toEqual({
          url: outcome.url,
          status: 503,
          body: UNAVAILABLE,
        });
      }
      expect({ status: health.status, body: health.body }).toEqual({
        status: 503,
        body: { status: 'unavailable' },
      });
      expect(health.ms).toBeLessThan(BOUND_MS);
      expect({ status: live.status, body: live.body }).toEqual({
        status: 200,
        body: { status: 'ok' },
      });
      expect({ status: submit.status, body: submit.body }).toEqual({
        status: 503,
        body: UNAVAILABLE,
      });
      expect(submit.ms).toBeLessThan(BOUND_MS);

      // Back: the same calls work again, without a restart, and the refused submission is not stored.
      expect(await answersStored()).toBe(before);
      const today = await timed('ana', 'GET', '/api/play/word-of-the-day');
      expect(today.status).toBe(200);
      const profile = await timed('beto', 'GET', '/api/user/profile');
      expect(profile.status).toBe(200);
    });
  }

  it('survives PostgreSQL ending its connections (57P01 admin shutdown) and goes on', async () => {
    // Idle connections of the pool die: without a listener the pool's 'error' would end the process.
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'words' AND pid <> pg_backend_pid()
         AND client_port = ANY($1::int[])`,
      [proxy.upstreamPorts()],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const outcomes = await Promise.all(
      ['ana', 'beto', 'carla'].map((uid) => timed(uid, 'GET', '/api/user/profile')),
    );
    for (const outcome of outcomes) {
      // A call may meet a connection that died under it: 503, never a 500 or a hang.
      expect([200, 503]).toContain(outcome.status);
      if (outcome.status === 503) expect(outcome.body).toEqual(UNAVAILABLE);
    }
    const again = await timed('ana', 'GET', '/api/user/profile');
    expect(again.status).toBe(200);
  });
});
