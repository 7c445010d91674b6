import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TestClock } from '../support/clock';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { MONDAY_NOON } from '../support/game';
import { createTestSigner, TEST_PROJECT_ID, unsignedToken, idTokenClaims } from '../support/tokens';

/**
 * Tokens and personal data never reach the logs: a run at the most detailed level (trace), with
 * tokens that carry an email claim, good and bad, and failures, writes neither a token nor any
 * part of one, nor the email; and should anything log an Authorization header or an email, pino
 * writes '[redacted]'.
 */

const EMAIL = 'ana.secreta@example.com';

describe('what the logs hold', () => {
  const lines: string[] = [];
  const clock = new TestClock(MONDAY_NOON);
  let database: TestDatabase;
  let app: FastifyInstance;
  let signer: Awaited<ReturnType<typeof createTestSigner>>;
  let failKeys = false;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    signer = await createTestSigner(clock);
    const config = loadConfig({ FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_API_KEY: 'k' });
    app = await buildApp(config, {
      db: database.db,
      clock,
      keySource: {
        keyFor: async (kid) => {
          if (failKeys) throw new Error('Google keys unreachable');
          return signer.keySource.keyFor(kid);
        },
      },
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/test/bug', async () => {
      throw new Error('unexpected');
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('writes no token and no email, whatever happens to the call', async () => {
    const claims = { email: EMAIL, name: 'Ana Secreta', email_verified: true };
    const tokens = [
      await signer.tokenFor('ana', claims),
      await signer.tokenFor('ana', { ...claims, exp: 1, iat: 0 }),
      await signer.tokenFor('ana', { ...claims, aud: 'otro' }),
      unsignedToken(idTokenClaims(clock, 'ana', claims)),
    ];
    const register = { alias: 'Ana Secreta', timezone: 'Europe/Madrid', notifications: false };
    for (const token of tokens) {
      const authorization = `Bearer ${token}`;
      await app.inject({ method: 'POST', url: '/api/user/login', headers: { authorization } });
      await app.inject({
        method: 'POST',
        url: '/api/user/register',
        headers: { authorization },
        payload: register,
      });
      await app.inject({
        url: '/test/bug',
        headers: { authorization, cookie: `session=${token}` },
      });
    }
    // A token never seen before, while Google's keys cannot be fetched: an unexpected failure.
    const unseen = await signer.tokenFor('beto', { ...claims, email: EMAIL });
    tokens.push(unseen);
    failKeys = true;
    const failed = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { authorization: `Bearer ${unseen}` },
    });
    expect(failed.statusCode).toBe(503);
    failKeys = false;

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    // One line per request (three for each token seen before, one for the unseen token), with
    // what an operator looks for.
    const completed = lines.filter((line) => line.includes('request completed'));
    expect(completed).toHaveLength(3 * (tokens.length - 1) + 1);
    expect(JSON.parse(completed[0] ?? '{}')).toMatchObject({
      req: { method: 'POST', url: '/api/user/login' },
      res: { statusCode: expect.any(Number) },
      responseTime: expect.any(Number),
    });
    for (const token of tokens) {
      for (const part of token.split('.').filter((p) => p.length > 8))
        expect(log).not.toContain(part);
    }
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('Ana Secreta');
    expect(log).not.toMatch(/bearer/i);
  });

  it('redacts an Authorization header, a cookie or an email should anything log them', () => {
    lines.length = 0;
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=xyz' } },
        headers: { authorization: 'Bearer abc.def.ghi' },
        player: { email: EMAIL, token: 'abc.def.ghi' },
        email: EMAIL,
      },
      'something logged too much',
    );
    const log = lines.join('');
    expect(log).toContain('something logged too much');
    expect(log).not.toContain('abc.def.ghi');
    expect(log).not.toContain('xyz');
    expect(log).not.toContain(EMAIL);
    expect(log).toContain('[redacted]');
  });
});
