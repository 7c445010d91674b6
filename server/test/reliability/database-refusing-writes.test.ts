import { errors } from '@words/contract/errors';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type OpenDatabase } from '../../src/db/database';
import { TestClock } from '../support/clock';
import { databaseKinds } from '../support/databases';
import { EVERY_JUDGE_COUNTS, MONDAY_NOON } from '../support/game';
import { createTestSigner, TEST_PROJECT_ID } from '../support/tokens';
import { admin, createScratchDatabase } from './support/postgres';

/**
 * A PostgreSQL database that answers but cannot serve the game: read-only
 * (`default_transaction_read_only`, as on a standby), or halfway through a restore that dropped
 * its tables. /healthz says 503 so the balancer sends players elsewhere, a call answers 503 in the
 * API's shape (never 500), and the log says it once at error level, then once at info when the
 * database takes writes again.
 */

const UNAVAILABLE = { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message };

describe.skipIf(!databaseKinds.includes('postgres'))('a database that refuses writes', () => {
  const clock = new TestClock(MONDAY_NOON);
  const lines: { level: number; msg: string; component?: string }[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: OpenDatabase;
  let app: FastifyInstance;
  let signer: Awaited<ReturnType<typeof createTestSigner>>;

  beforeAll(async () => {
    // A database of this test's own: ALTER DATABASE touches no other test's.
    scratch = await createScratchDatabase('words_read_only');
    database = await openDatabase({ url: scratch.url, sqliteFile: '' });
    signer = await createTestSigner(clock);
    const config = loadConfig({
      FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
      FIREBASE_API_KEY: 'test-api-key',
      DATABASE_URL: scratch.url,
      ...EVERY_JUDGE_COUNTS,
    });
    app = await buildApp(config, {
      db: database.db,
      clock,
      keySource: signer.keySource,
      logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  const register = async (uid: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { authorization: `Bearer ${await signer.tokenFor(uid)}` },
      payload: { alias: `jugador ${uid}`, timezone: 'Europe/Madrid', notifications: false },
    });
  const healthz = async () => (await app.inject({ url: '/healthz' })).statusCode;
  const databaseLines = () =>
    lines.filter((line) => line.component === 'database').map(({ level, msg }) => [level, msg]);

  /** Sets the database's sessions read-only or not; the app's open sessions are ended to see it. */
  async function readOnly(on: boolean): Promise<void> {
    await admin(
      on
        ? `ALTER DATABASE ${scratch.name} SET default_transaction_read_only = on`
        : `ALTER DATABASE ${scratch.name} RESET default_transaction_read_only`,
    );
    await admin(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${scratch.name}'`,
    );
    // The pool drops each ended session as PostgreSQL tells it; the next call opens a new one.
    while (database.pool().total > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it('says 503 on /healthz and in every call while writes are refused, and 200 once they are not', async () => {
    expect((await register('ana')).statusCode).toBe(201);
    expect(await healthz()).toBe(200);

    await readOnly(true);
    expect(await healthz()).toBe(503);
    const refused = await register('beto');
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 503,
      body: UNAVAILABLE,
    });
    expect(await healthz()).toBe(503);
    // pino's levels: 50 is error, 30 info.
    expect(databaseLines()).toEqual([
      [50, 'database unavailable: calls answer 503 until it is back'],
    ]);

    await readOnly(false);
    expect(await healthz()).toBe(200);
    expect((await register('beto')).statusCode).toBe(201);
    expect(databaseLines()).toEqual([
      [50, 'database unavailable: calls answer 503 until it is back'],
      [30, 'database available again'],
    ]);
  });

  it('says 503, never 500, while a restore has dropped the tables', async () => {
    // What `pg_restore --clean` does under running servers, between its DROP and its CREATE.
    const restore = new pg.Client({ connectionString: scratch.url });
    await restore.connect();
    try {
      await restore.query('DROP TABLE players CASCADE');
    } finally {
      await restore.end();
    }
    expect(await healthz()).toBe(503);
    const refused = await register('carla');
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 503,
      body: UNAVAILABLE,
    });
  });
});
