import { errors, isErrorCode } from '@words/contract/errors';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';
import { contentType, hostileBody, hostileText } from './hostile-input';

/**
 * Property-based fuzzing of every call with random JSON, types, sizes and Unicode: the answer is
 * never a 5xx, every refusal is exactly `{ error, message }` with its documented status and no
 * trace of the server's insides, and a refused request stores nothing.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const INTERNALS = /\bat [\w.<>]+ \(|node_modules|\/src\/|\.ts:\d+|SQLITE_|Error:|stack/i;

describe.each(databaseKinds)('fuzzing every call on %s', (kind) => {
  let game: TestGame;
  const tokens = new Map<string, string>();
  let fuzzed = 0;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    // Thousands of calls a minute from one address and player: the limits would answer 429.
    game = await startGame(kind, {
      env: { RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0' },
    });
    for (const uid of ['autor', 'jugador', 'juez']) await game.register(uid, `Jugador ${uid}`);
    const filed = await game.submit('autor', 'verano');
    if (filed.statusCode !== 201) await game.submit('autor', 'ola');
    for (const uid of ['autor', 'jugador', 'juez', 'nuevo']) {
      tokens.set(uid, await game.tokenFor(uid));
    }
  });
  afterAll(() => game.close());

  /** Sends the request and checks everything the answer and the database must be. */
  async function expectSafe(request: InjectOptions): Promise<LightMyRequestResponse> {
    const before = await countRows(game);
    const response = await game.app.inject(request);
    fuzzed += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      expect(isErrorCode(body.error), String(body.error)).toBe(true);
      expect(errors[body.error as keyof typeof errors].status).toBe(response.statusCode);
      expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
      expect(await countRows(game)).toEqual(before);
    }
    expect(response.body).not.toMatch(INTERNALS);
    return response;
  }

  const auth = (uid: string) => ({ authorization: `Bearer ${tokens.get(uid)}` });

  const bodyCalls = [
    { url: '/api/user/register', uid: 'nuevo', fields: ['alias', 'timezone', 'notifications'] },
    { url: '/api/user/login', uid: 'nuevo', fields: [] },
    { url: '/api/play/submit', uid: 'jugador', fields: ['word', 'answer', 'date'] },
    { url: '/api/vote/submit', uid: 'juez', fields: ['answer_uuid', 'score'] },
  ];

  it.each(bodyCalls)('never fails on hostile bodies to $url', async ({ url, uid, fields }) => {
    await fc.assert(
      fc.asyncProperty(hostileBody(fields), contentType, async ({ payload }, type) => {
        const headers: Record<string, string> = { ...auth(uid) };
        if (type) headers['content-type'] = type;
        await expectSafe({ method: 'POST', url, payload, headers });
      }),
      { numRuns: RUNS },
    );
  });

  it.each(['/api/user/profile', '/api/play/word-of-the-day', '/api/vote/random', '/api/rankings'])(
    'never fails on hostile query strings to %s',
    async (url) => {
      await fc.assert(
        fc.asyncProperty(fc.dictionary(hostileText, hostileText, { maxKeys: 3 }), async (query) => {
          const search = new URLSearchParams(query).toString();
          await expectSafe({ method: 'GET', url: `${url}?${search}`, headers: auth('jugador') });
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('never fails on hostile paths and ranking periods', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        fc.constantFrom('/api/rankings/', '/api/', '/api/play/', '/'),
        async (segment, prefix) => {
          // Percent-encoded byte by byte (a lone surrogate has no URI form), or raw when ASCII.
          const bytes = [...Buffer.from(segment.slice(0, 2_000), 'utf8')];
          const encoded = /^[\x21-\x7e]*$/.test(segment)
            ? segment
            : bytes.map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
          const url = prefix + encoded;
          await expectSafe({ method: 'GET', url, headers: auth('jugador') });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never fails on hostile Authorization headers', async () => {
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          printable,
          printable.map((text) => `Bearer ${text}`),
          fc
            .tuple(printable, printable, printable)
            .map(
              (parts) =>
                `Bearer ${parts.map((p) => Buffer.from(p).toString('base64url')).join('.')}`,
            ),
        ),
        fc.constantFrom(...bodyCalls.map((c) => c.url), '/api/user/profile', '/api/vote/random'),
        async (authorization, url) => {
          const method = url.endsWith('profile') || url.endsWith('random') ? 'GET' : 'POST';
          const response = await expectSafe({
            method,
            url,
            headers: { authorization },
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          expect(response.statusCode).toBe(401);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('has fuzzed', async ({ annotate }) => {
    await annotate(
      JSON.stringify({ kind, requests: fuzzed, statuses: Object.fromEntries(statuses) }),
    );
    expect(fuzzed).toBeGreaterThan(RUNS * 8);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });
});
