import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errors } from '@words/contract/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from '../support/game';

/**
 * Security misconfiguration (OWASP API8): security headers on the page and the API, a content
 * security policy that lets Firebase sign-in work in both modes and nothing else, CORS only for
 * the configured origins, and no stack trace or internal detail in any answer.
 */

const webDist = mkdtempSync(path.join(tmpdir(), 'words-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>WORDS</title>');

const DEMO = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', WEB_DIST: webDist };
const REAL = { FIREBASE_PROJECT_ID: 'words-prod', FIREBASE_API_KEY: 'key', WEB_DIST: webDist };

let game: TestGame | null = null;
afterEach(async () => {
  await game?.close();
  game = null;
});

async function headersOf(env: Record<string, string>, url = '/') {
  game = await startGame('sqlite', { env });
  const response = await game.app.inject({ method: 'GET', url });
  return response.headers;
}

function policy(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

const common = {
  'default-src': "'self'",
  'base-uri': "'self'",
  'object-src': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
};

describe('security headers', () => {
  it('lets the demo page call its Auth emulator, and nothing of Google', async () => {
    const headers = await headersOf(DEMO);
    expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy(headers['content-security-policy'])).toEqual({
      ...common,
      'script-src': "'self'",
      'connect-src': "'self' http://127.0.0.1:9099",
      'frame-src': "'none'",
    });
  });

  it('lets the real page use Google’s sign-in popup, and in production only over https', async () => {
    const headers = await headersOf({ ...REAL, NODE_ENV: 'production' });
    expect(String(headers['content-security-policy'])).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(policy(headers['content-security-policy'])).toEqual({
      ...common,
      'script-src': "'self' https://apis.google.com",
      'connect-src':
        "'self' https://securetoken.googleapis.com https://identitytoolkit.googleapis.com https://www.googleapis.com",
      'frame-src': 'https://accounts.google.com https://words-prod.firebaseapp.com',
      'upgrade-insecure-requests': '',
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('frames the project’s own auth domain when one is configured', async () => {
    const headers = await headersOf({ ...REAL, FIREBASE_AUTH_DOMAIN: 'login.words.example' });
    expect(policy(headers['content-security-policy'])['frame-src']).toBe(
      'https://accounts.google.com https://login.words.example',
    );
  });

  it('sends the same protective headers on the page and on every kind of API answer', async () => {
    game = await startGame('sqlite', { env: DEMO });
    for (const url of ['/', '/api/config', '/api/play/word-of-the-day', '/api/nada']) {
      const { headers } = await game.app.inject({ method: 'GET', url });
      expect({
        url,
        nosniff: headers['x-content-type-options'],
        frames: headers['x-frame-options'],
        referrer: headers['referrer-policy'],
        opener: headers['cross-origin-opener-policy'],
        resource: headers['cross-origin-resource-policy'],
        poweredBy: headers['x-powered-by'],
        hsts: headers['strict-transport-security'],
        csp: typeof headers['content-security-policy'],
      }).toEqual({
        url,
        nosniff: 'nosniff',
        frames: 'DENY',
        referrer: 'strict-origin-when-cross-origin',
        // The sign-in popup must be able to answer the page that opened it.
        opener: 'same-origin-allow-popups',
        resource: 'same-origin',
        poweredBy: undefined,
        // Only in production: a local http://localhost game must not be pinned to https.
        hsts: undefined,
        csp: 'string',
      });
    }
  });
});

describe('caching', () => {
  it('keeps no /api/ answer in any cache, errors included, but the public config', async () => {
    game = await startGame('sqlite', { env: DEMO });
    await game.register('ana');
    const noStore: [string, number][] = [];
    for (const [uid, url] of [
      ['ana', '/api/play/word-of-the-day'],
      ['ana', '/api/user/profile'],
      [null, '/api/user/profile'],
      ['ana', '/api/nada'],
      ['ana', '/api/rankings/semana'],
    ] as const) {
      const response = await game.call(uid, { method: 'GET', url });
      if (response.headers['cache-control'] === 'no-store')
        noStore.push([url, response.statusCode]);
    }
    expect(noStore).toEqual([
      ['/api/play/word-of-the-day', 200],
      ['/api/user/profile', 200],
      ['/api/user/profile', 401],
      ['/api/nada', 404],
      ['/api/rankings/semana', 404],
    ]);
    const config = await game.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.headers['cache-control']).toBeUndefined();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    (game as TestGame).app.inject({
      method: 'OPTIONS',
      url: '/api/play/word-of-the-day',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
  const simple = (origin: string) =>
    (game as TestGame).app.inject({ method: 'GET', url: '/api/config', headers: { origin } });

  it('lets no other origin call the API by default', async () => {
    game = await startGame('sqlite', { env: DEMO });
    for (const response of [
      await preflight('https://evil.example'),
      await simple('https://evil.example'),
    ]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets exactly the configured origins call it, without credentials', async () => {
    game = await startGame('sqlite', {
      env: { ...DEMO, CORS_ORIGINS: 'https://words.example, https://www.words.example' },
    });
    const allowed = await preflight('https://words.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://words.example');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await simple('https://www.words.example')).headers['access-control-allow-origin']).toBe(
      'https://www.words.example',
    );
    for (const origin of ['https://evil.example', 'https://words.example.evil.example', 'null']) {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      expect((await simple(origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('no internals in any answer', () => {
  const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|secret|stack/i;

  it('says nothing internal when something unexpected fails', async () => {
    game = await startGame('sqlite', { env: DEMO });
    game.app.get('/test/bug', async () => {
      throw new Error('secret detail at /srv/words/src/x.ts:12');
    });
    const responses = [
      await game.app.inject({ url: '/test/bug' }),
      await game.app.inject({ url: '/api/%zz' }),
      await game.app.inject({ url: `/api/rankings/${'9'.repeat(500)}` }),
      await game.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"alias": ',
      }),
    ];
    expect(responses.map((r) => [r.statusCode, r.json()])).toEqual([
      [500, { error: 'INTERNAL_ERROR', message: errors.INTERNAL_ERROR.message }],
      [400, { error: 'INVALID_REQUEST', message: errors.INVALID_REQUEST.message }],
      [400, { error: 'INVALID_REQUEST', message: errors.INVALID_REQUEST.message }],
      [401, { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message }],
    ]);
    for (const response of responses) expect(response.body).not.toMatch(INTERNALS);
  });
});
