import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errors } from '@words/contract/errors';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMark } from '../../../scripts/lib/test-run.mjs';
import { createGoogleKeySource, KEY_FETCH_RETRY_S } from '../../src/auth/key-source';
import { ConfigError, loadConfig } from '../../src/config';
import { TestClock } from '../support/clock';
import { databaseKinds } from '../support/databases';
import { MONDAY_NOON, startGame, type TestGame } from '../support/game';
import { protectedCalls } from '../support/calls';
import { idTokenClaims, TEST_PROJECT_ID, unsignedToken } from '../support/tokens';

const UNAUTHORIZED = { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message };
const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const HOUR_S = 3600;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const claimsFor = (game: TestGame, uid: string, overrides: JWTPayload = {}) =>
  idTokenClaims(game.clock, uid, overrides);

const login = (game: TestGame, authorization?: string) =>
  game.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: authorization === undefined ? {} : { authorization },
  });

describe.each(databaseKinds)('ID tokens on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind);
  });
  afterAll(() => game.close());

  it('lets a valid Firebase ID token in', async () => {
    const response = await login(game, `Bearer ${await game.tokenFor('ana')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: false });
  });

  it('lets in Google sign-ins only: anonymous, password, custom and phone tokens are refused', async () => {
    for (const provider of ['anonymous', 'password', 'custom', 'phone', 'github.com']) {
      const token = await game.signer.tokenFor('ana', { firebase: { sign_in_provider: provider } });
      const response = await login(game, `Bearer ${token}`);
      expect(response.statusCode, provider).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    const withoutProvider = await game.signer.tokenFor('ana', { firebase: undefined });
    expect((await login(game, `Bearer ${withoutProvider}`)).statusCode).toBe(401);
  });

  it('refuses a call without an Authorization header', async () => {
    const response = await login(game);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a Basic header', async () => `Basic ${Buffer.from('ana:secreto').toString('base64')}`],
    ['a token without a scheme', async () => game.tokenFor('ana')],
    ['a Token scheme', async () => `Token ${await game.tokenFor('ana')}`],
    ['"Bearer" alone', async () => 'Bearer'],
    ['"Bearer " and nothing', async () => 'Bearer '],
    [
      'two tokens',
      async () => `Bearer ${await game.tokenFor('ana')} ${await game.tokenFor('eva')}`,
    ],
  ])('refuses a non-Bearer Authorization header: %s', async (_name, header) => {
    const response = await login(game, await header());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a word', 'garbage'],
    ['three dots-separated words', 'not.a.token'],
    ['a JWT-looking string of junk', 'eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'],
    ['a header that is not an object', `${base64url([])}.${base64url({ sub: 'ana' })}.c2ln`],
    ['two parts', `${base64url({ alg: 'RS256', kid: 'test-key' })}.${base64url({ sub: 'ana' })}`],
  ])('refuses a garbage token: %s', async (_name, token) => {
    const response = await login(game, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses an expired token, and accepts it while it still lives', async () => {
    const now = Math.floor(game.clock.now().getTime() / 1000);
    const alive = await game.signer.tokenFor('ana', { iat: now - HOUR_S + 60, exp: now + 60 });
    expect((await login(game, `Bearer ${alive}`)).statusCode).toBe(200);

    const expired = await game.signer.tokenFor('ana', { iat: now - 2 * HOUR_S, exp: now - 60 });
    const response = await login(game, `Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token that expires while the player waits (the clock moves past exp)', async () => {
    const token = await game.tokenFor('ana');
    expect((await login(game, `Bearer ${token}`)).statusCode).toBe(200);
    const start = game.clock.now().toISOString();
    game.clock.set(new Date(game.clock.now().getTime() + (HOUR_S + 60) * 1000).toISOString());
    try {
      const response = await login(game, `Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    } finally {
      game.clock.set(start);
    }
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await game.tokenFor('ana')).split('.');
    const forged = base64url({ ...decodePart(payload), sub: 'admin', user_id: 'admin' });
    const response = await login(game, `Bearer ${header}.${forged}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token whose signature was changed', async () => {
    const [header, payload, signature = ''] = (await game.tokenFor('ana')).split('.');
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    const response = await login(game, `Bearer ${header}.${payload}.${flipped}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token signed by another key under the same kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await game.signer.sign(claimsFor(game, 'ana'), { key: privateKey });
    const response = await login(game, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token whose kid is unknown, or that has no kid', async () => {
    const unknown = await game.signer.sign(claimsFor(game, 'ana'), { kid: 'other-key' });
    const unknownResponse = await login(game, `Bearer ${unknown}`);
    expect(unknownResponse.statusCode).toBe(401);
    expect(unknownResponse.json()).toEqual(UNAUTHORIZED);

    const [, payload, signature] = (await game.tokenFor('ana')).split('.');
    const noKid = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`;
    const noKidResponse = await login(game, `Bearer ${noKid}`);
    expect(noKidResponse.statusCode).toBe(401);
    expect(noKidResponse.json()).toEqual(UNAUTHORIZED);
  });

  it.each<[string, JWTPayload]>([
    ['another project as audience', { aud: 'another-project' }],
    ['an audience list', { aud: [TEST_PROJECT_ID, 'another-project'] }],
    ['no audience', { aud: undefined }],
    ['another issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['a look-alike issuer', { iss: `https://accounts.google.com/${TEST_PROJECT_ID}` }],
    ['no issuer', { iss: undefined }],
    ['an empty subject', { sub: '' }],
    ['no subject', { sub: undefined }],
    ['a subject longer than 128 characters', { sub: 'a'.repeat(129) }],
    ['no expiry', { exp: undefined }],
    ['no issued time', { iat: undefined }],
  ])('refuses a well-signed token with %s', async (_name, overrides) => {
    const token = await game.signer.sign(claimsFor(game, 'ana', overrides));
    const response = await login(game, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('refuses a token issued or authenticated in the future, beyond a few seconds of skew', async () => {
    const now = Math.floor(game.clock.now().getTime() / 1000);
    const slightlyAhead = await game.signer.tokenFor('ana', { iat: now + 3, auth_time: now + 3 });
    expect((await login(game, `Bearer ${slightlyAhead}`)).statusCode).toBe(200);

    for (const overrides of [{ iat: now + 600 }, { auth_time: now + 600 }]) {
      const token = await game.signer.tokenFor('ana', overrides);
      const response = await login(game, `Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses an RS256 token switched to HS256 and signed with the public key as the secret', async () => {
    const publicKey = await exportSPKI(await importPublicKey(await game.signer.publicJwk()));
    const claims = claimsFor(game, 'ana');
    for (const secret of [publicKey, JSON.stringify(await game.signer.publicJwk())]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: 'test-key', typ: 'JWT' })
        .sign(new TextEncoder().encode(secret));
      const response = await login(game, `Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses an unsigned (alg none) token outside emulator mode, whatever it claims', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      const token = `${base64url({ alg, typ: 'JWT' })}.${base64url(claimsFor(game, 'ana'))}.`;
      const response = await login(game, `Bearer ${token}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
    const emulatorStyle = await login(game, `Bearer ${unsignedToken(claimsFor(game, 'ana'))}`);
    expect(emulatorStyle.statusCode).toBe(401);
    expect(emulatorStyle.json()).toEqual(UNAUTHORIZED);
  });

  it.each(protectedCalls)('guards %s %s with the token check', async (method, url) => {
    const response = await game.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${unsignedToken(claimsFor(game, 'ana'))}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

async function importPublicKey(jwk: JWK): Promise<CryptoKey> {
  return (await importJWK(jwk, 'RS256')) as CryptoKey;
}

describe.each(databaseKinds)('the Auth emulator on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind, { env: EMULATOR });
  });
  afterAll(() => game.close());

  it('accepts an unsigned token with the right claims, as the emulator issues them', async () => {
    const response = await login(game, `Bearer ${unsignedToken(claimsFor(game, 'ana'))}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: false });
  });

  it('still verifies the claims of unsigned tokens', async () => {
    const now = Math.floor(game.clock.now().getTime() / 1000);
    const wrong: JWTPayload[] = [
      { aud: 'another-project' },
      { iss: 'https://securetoken.google.com/another-project' },
      { iat: now - 2 * HOUR_S, exp: now - 60 },
      { iat: now + 600 },
      { sub: '' },
    ];
    for (const overrides of wrong) {
      const response = await login(
        game,
        `Bearer ${unsignedToken(claimsFor(game, 'ana', overrides))}`,
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('refuses a token of another sign-in provider, as with real settings', async () => {
    const claims = claimsFor(game, 'ana', { firebase: { sign_in_provider: 'anonymous' } });
    const response = await login(game, `Bearer ${unsignedToken(claims)}`);
    expect(response.statusCode).toBe(401);
  });

  it('still refuses a signed token that does not verify', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await game.signer.sign(claimsFor(game, 'ana'), { key: privateKey });
    const response = await login(game, `Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('a signed token in emulator mode, when no signing keys can be had', () => {
  it('is a 401, and the keys are not fetched again for every token', async () => {
    const clock = new TestClock(MONDAY_NOON);
    let fetches = 0;
    const unreachable = (async () => {
      fetches += 1;
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const game = await startGame('sqlite', {
      env: EMULATOR,
      keySource: createGoogleKeySource(clock, unreachable),
    });
    try {
      for (let i = 0; i < 5; i++) {
        const response = await login(game, `Bearer ${await game.tokenFor(`uid-${i}`)}`);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(UNAUTHORIZED);
      }
      expect(fetches).toBe(1);
    } finally {
      await game.close();
    }
  });
});

describe('the emulator in production', () => {
  const repo = fileURLToPath(new URL('../../..', import.meta.url));

  /** Runs the built server and resolves when it exits, or when its output shows `ready`. */
  function runServer(env: Record<string, string>, ready?: string) {
    const child = spawn(process.execPath, ['server/dist/server.js'], {
      cwd: repo,
      env: {
        PATH: process.env.PATH ?? '',
        ...runMark(),
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'words-start-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let sawReady = false;
    return new Promise<{ code: number | null; stdout: string; stderr: string; ready: boolean }>(
      (resolve, reject) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new Error(`the server neither exited nor got ready in time:\n${stderr}`));
        }, 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (!sawReady && ready !== undefined && stdout.includes(ready)) {
            // Ready is what we waited for: stop it the way an operator would.
            sawReady = true;
            child.kill('SIGTERM');
          }
        });
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          resolve({ code, stdout, stderr, ready: sawReady });
        });
      },
    );
  }

  it('is refused by the configuration, naming FIREBASE_AUTH_EMULATOR_HOST', () => {
    let thrown: unknown;
    try {
      loadConfig({ ...EMULATOR, NODE_ENV: 'production' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).message).toContain('FIREBASE_AUTH_EMULATOR_HOST');
    expect((thrown as ConfigError).problems.some((p) => p.includes('NODE_ENV=production'))).toBe(
      true,
    );
  });

  it('stops the built server from starting: exit code 1 and the variable named on stderr', async () => {
    const result = await runServer({ ...EMULATOR, NODE_ENV: 'production' });
    expect(result.ready).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST');
    expect(result.stdout).not.toContain('WORDS is running');
  }, 30_000);

  it('lets the same built server start with the emulator outside production', async () => {
    const result = await runServer(EMULATOR, 'WORDS is running');
    expect(result.ready).toBe(true);
    expect(result.stdout).toContain('with the sign-in emulator at 127.0.0.1:9099');
    expect(result.code).toBe(0);
  }, 30_000);
});

describe("Google's key source", () => {
  const JWKS_URL = 'https://keys.example.test/jwks';

  async function newKey(kid: string) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    return { kid, privateKey, jwk };
  }

  /** A fetch that answers the current key set with the current Cache-Control, counting calls. */
  function fakeGoogle(keys: JWK[], cacheControl: string | null) {
    const state = { keys, cacheControl, calls: [] as string[], status: 200 };
    const fetchKeys = (async (input: string | URL | Request) => {
      state.calls.push(String(input));
      const headers = new Headers({ 'content-type': 'application/json' });
      if (state.cacheControl !== null) headers.set('cache-control', state.cacheControl);
      return new Response(JSON.stringify({ keys: state.keys }), { status: state.status, headers });
    }) as typeof fetch;
    return { state, fetchKeys };
  }

  const secondsLater = (clock: TestClock, seconds: number) =>
    clock.set(new Date(clock.now().getTime() + seconds * 1000).toISOString());

  it('finds the key a kid names, and that key verifies what its private half signed', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const key = await newKey('k1');
    const google = fakeGoogle([key.jwk], 'public, max-age=19000, must-revalidate, no-transform');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);

    const found = await source.keyFor('k1');
    expect(found).not.toBeNull();
    const token = await new SignJWT({ sub: 'ana' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .sign(key.privateKey);
    const { payload } = await jwtVerify(token, found as CryptoKey, { currentDate: clock.now() });
    expect(payload.sub).toBe('ana');
    expect(google.state.calls).toEqual([JWKS_URL]);
  });

  it('keeps the keys for the max-age of Cache-Control, then fetches them again', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const key = await newKey('k1');
    const google = fakeGoogle([key.jwk], 'public, max-age=600, must-revalidate, no-transform');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);

    await source.keyFor('k1');
    await source.keyFor('k1');
    secondsLater(clock, 599);
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(1);

    secondsLater(clock, 2);
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(2);
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(2);
  });

  it('keeps the keys an hour when Google sends no max-age', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], null);
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    await source.keyFor('k1');
    secondsLater(clock, HOUR_S - 1);
    await source.keyFor('k1');
    expect(google.state.calls).toHaveLength(1);
    secondsLater(clock, 2);
    await source.keyFor('k1');
    expect(google.state.calls).toHaveLength(2);
  });

  it('finds a key rotated in once the cached set has expired', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const [first, second] = [await newKey('k1'), await newKey('k2')];
    const google = fakeGoogle([first.jwk], 'public, max-age=300');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    expect(await source.keyFor('k1')).not.toBeNull();

    google.state.keys = [first.jwk, second.jwk];
    secondsLater(clock, 301);
    const rotated = await source.keyFor('k2');
    expect(rotated).not.toBeNull();
    const token = await new SignJWT({ sub: 'eva' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k2' })
      .sign(second.privateKey);
    await expect(jwtVerify(token, rotated as CryptoKey)).resolves.toBeTruthy();

    google.state.keys = [second.jwk];
    secondsLater(clock, 301);
    expect(await source.keyFor('k1')).toBeNull();
    expect(await source.keyFor('k2')).not.toBeNull();
  });

  it('gives null for an unknown kid', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], 'max-age=600');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    expect(await source.keyFor('nobody')).toBeNull();
    expect(await source.keyFor('')).toBeNull();
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(1);
  });

  it('fetches once for many simultaneous requests', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], 'max-age=600');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    const keys = await Promise.all(Array.from({ length: 20 }, () => source.keyFor('k1')));
    expect(keys.every((key) => key !== null)).toBe(true);
    expect(google.state.calls).toHaveLength(1);
  });

  it('remembers for a while that Google did not answer, then fetches again', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], 'max-age=600');
    google.state.status = 503;
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    await expect(source.keyFor('k1')).rejects.toThrow();
    google.state.status = 200;
    // Every token that arrives meanwhile is refused without another fetch.
    for (let i = 0; i < 5; i++) await expect(source.keyFor('k1')).rejects.toThrow();
    expect(google.state.calls).toHaveLength(1);
    secondsLater(clock, KEY_FETCH_RETRY_S);
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(2);
  });

  it('fetches the keys ahead of the first token when warmed up, once', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], 'max-age=600');
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    await source.warmUp?.();
    expect(google.state.calls).toHaveLength(1);
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(1);
  });

  it('leaves a failed warm-up to the first token, which fetches again', async () => {
    const clock = new TestClock(MONDAY_NOON);
    const google = fakeGoogle([(await newKey('k1')).jwk], 'max-age=600');
    google.state.status = 503;
    const source = createGoogleKeySource(clock, google.fetchKeys, JWKS_URL);
    await source.warmUp?.();
    google.state.status = 200;
    expect(await source.keyFor('k1')).not.toBeNull();
    expect(google.state.calls).toHaveLength(2);
  });
});
