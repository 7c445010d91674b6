import fs from 'node:fs';
import { errors } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loggedUrl } from '../../src/http/logging';
import { loadConfig } from '../../src/config';
import { TestClock } from '../support/clock';
import { openTestDatabase, type TestDatabase } from '../support/databases';
import { MONDAY_NOON } from '../support/game';
import { listRoutes } from '../support/routes';
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
    app.get('/test/logged', async (request, reply) => {
      request.log.info({ req: request, res: reply }, 'logged here');
      return { ok: true };
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

  // Each field where the app could log a secret, with a secret of its own: dropping any redacted
  // path lets its secret through and fails its case.
  const claimsError = new errors.JWTClaimValidationFailed(
    'unexpected "aud" claim value',
    { sub: 'ana', email: 'claims-error@example.com', name: 'Ana Secreta' },
    'aud',
    'check_failed',
  );
  const redactedFields: [string, Record<string, unknown>, string[], string][] = [
    ['authorization', { authorization: 'Bearer sec.ret.1' }, ['authorization'], 'sec.ret.1'],
    ['cookie', { cookie: 'session=secret-2' }, ['cookie'], 'secret-2'],
    ['token', { token: 'sec.ret.3' }, ['token'], 'sec.ret.3'],
    ['idToken', { idToken: 'sec.ret.4' }, ['idToken'], 'sec.ret.4'],
    ['email', { email: 'secret5@example.com' }, ['email'], 'secret5@example.com'],
    [
      'headers.authorization',
      { headers: { authorization: 'Bearer sec.ret.6', accept: 'application/json' } },
      ['headers', 'authorization'],
      'sec.ret.6',
    ],
    [
      'headers.cookie',
      { headers: { cookie: 'session=secret-7' } },
      ['headers', 'cookie'],
      'secret-7',
    ],
    [
      'headers["set-cookie"]',
      { headers: { 'set-cookie': 'session=secret-8' } },
      ['headers', 'set-cookie'],
      'secret-8',
    ],
    ['err.payload (a jose claim error)', { err: claimsError }, ['err', 'payload'], 'claims-error'],
    [
      'err.claims',
      { err: Object.assign(new Error('refused'), { claims: { email: 'secret10@example.com' } }) },
      ['err', 'claims'],
      'secret10',
    ],
    [
      'err.authorization',
      { err: Object.assign(new Error('refused'), { authorization: 'Bearer sec.ret.11' }) },
      ['err', 'authorization'],
      'sec.ret.11',
    ],
    [
      'err.token',
      { err: Object.assign(new Error('refused'), { token: 'sec.ret.12' }) },
      ['err', 'token'],
      'sec.ret.12',
    ],
    [
      'err.idToken',
      { err: Object.assign(new Error('refused'), { idToken: 'sec.ret.13' }) },
      ['err', 'idToken'],
      'sec.ret.13',
    ],
    [
      'err.email',
      { err: Object.assign(new Error('refused'), { email: 'secret14@example.com' }) },
      ['err', 'email'],
      'secret14',
    ],
  ];

  it.each(redactedFields)('writes [redacted] for %s', (_field, logged, path, secret) => {
    lines.length = 0;
    app.log.info(logged, 'something logged too much');
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? '';
    expect(line).not.toContain(secret);
    expect(
      path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], JSON.parse(line)),
    ).toBe('[redacted]');
  });

  it('writes no header of a request or a reply logged as `req` or `res`: their serializers keep none', async () => {
    const secrets = { authorization: 'Bearer sec.ret.15', cookie: 'session=secret-16' };
    lines.length = 0;
    app.log.info(
      {
        req: { method: 'GET', url: '/api/user/profile', headers: secrets },
        res: { statusCode: 200, headers: { 'set-cookie': 'session=secret-17' } },
      },
      'something logged too much',
    );
    // And a real request and its reply, as the access line logs them.
    await app.inject({ url: '/test/logged', headers: secrets });
    const log = lines.join('');
    expect(log).toContain('logged here');
    for (const secret of ['sec.ret.15', 'secret-16', 'secret-17'])
      expect(log).not.toContain(secret);
    const first = JSON.parse(lines[0] ?? '{}') as { req: object; res: object };
    expect(Object.keys(first.req)).not.toContain('headers');
    expect(Object.keys(first.res)).not.toContain('headers');
  });

  // Issue 46, point 9: calendar tokens and invitation codes appeared whole in the logged URLs.
  it('cuts the secret of a calendar address or an invitation code out of the logged URL', async () => {
    const token = 'Q2FsZW5kYXJpby1zZWNyZXRvLWRlLWFuYS0xMjM0NTY3';
    const code = 'codigoSecretoDeLaPena1234';
    lines.length = 0;
    for (const url of [
      `/calendar/${token}.ics`,
      `/api/groups/invite/${code}`,
      `/unirse/${code}?desde=chat`,
    ]) {
      await app.inject({ url });
    }
    const logged = lines
      .filter((line) => line.includes('request completed'))
      .map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    expect(logged).toEqual([
      '/calendar/[redacted]',
      '/api/groups/invite/[redacted]',
      '/unirse/[redacted]?desde=chat',
    ]);
    const log = lines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });

  // Issue 59, point 3: the duels' codes (/mente/CODE, /api/duels/invite/CODE) were logged whole.
  // The routes come from the server itself and from the page's paths, so a new route with a
  // parameter named like a key fails here until loggedUrl cuts it.
  it('cuts every key a route takes in its path out of the logged URL, on the server and the page', async () => {
    const secretRoutes = [
      ...listRoutes(app.printRoutes({ commonPrefix: false }))
        .map((route) => route.split(' ') as [string, string])
        .map(([method, path]) => ({ method, path }))
        .filter(({ path }) => hasSecretParameter(path)),
      ...pageRoutes()
        .filter(hasSecretParameter)
        .map((path) => ({ path, method: 'GET' })),
    ];
    expect(secretRoutes.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/calendar/:token',
        '/api/groups/invite/:code',
        '/api/duels/invite/:code',
        '/unirse/:code',
        '/mente/:code',
      ]),
    );
    for (const [index, { path, method }] of secretRoutes.entries()) {
      const secret = `claveSecreta${index}DeLaRuta${path.length}x`;
      const url = path
        .split('/')
        .map((part) => {
          if (!part.startsWith(':')) return part;
          return hasSecretParameter(part) ? secret : 'algo';
        })
        .join('/');
      lines.length = 0;
      await app.inject({ method: method as 'GET', url: `${url}?desde=chat` });
      const completed = lines.filter((line) => line.includes('request completed'));
      expect(completed, path).toHaveLength(1);
      const logged = (JSON.parse(completed[0] ?? '{}') as { req: { url: string } }).req.url;
      expect(logged, path).toContain('[redacted]');
      expect(lines.join(''), path).not.toContain(secret);
      // A method the route does not take reaches no route: its line is cut all the same.
      lines.length = 0;
      await app.inject({ method: 'DELETE', url });
      expect(lines.join(''), `DELETE ${path}`).not.toContain(secret);
    }
    // And an address with no key is logged as it came.
    expect(loggedUrl('/api/duels/abc/rounds?x=1')).toBe('/api/duels/abc/rounds?x=1');
  });
});

/** A path parameter whose value opens something: a code, a token, a secret, a key. */
function hasSecretParameter(path: string): boolean {
  return path
    .split('/')
    .some((part) => part.startsWith(':') && /code|token|secret|key|password/i.test(part));
}

/** The page's routes, as web/src/app/paths.ts lists them. */
function pageRoutes(): string[] {
  const source = fs.readFileSync(new URL('../../../web/src/app/paths.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1] ?? '');
}
