import { randomUUID } from 'node:crypto';
import { errors, type ErrorCode } from '@words/contract/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAccents } from '@words/contract/rules';
import { databaseKinds } from './support/databases';
import { countRows, startGame, type TestGame } from './support/game';

/**
 * Bad input never yields a 500 and never stores anything: every refusal is a 4xx with exactly
 * `{ error, message }`, and the database is the same after it as before.
 */

type Body = Record<string, unknown>;

/** What the tests need to build a valid body for each call; known once the game has started. */
interface Context {
  word: string;
  answer: string;
  answerUuid: string;
  date: string;
}

interface PostCall {
  url: string;
  /** Who makes the call: registered for the game calls, not yet for registration. */
  uid: string;
  valid(ctx: Context): Body;
  types: Record<string, 'string' | 'number' | 'boolean'>;
  /** Fields of `types` a body may leave out. */
  optional?: string[];
  /** Fields a client might try to slip in. */
  extra: Record<string, unknown>;
}

const register: PostCall = {
  url: '/api/user/register',
  uid: 'nuevo',
  valid: () => ({ alias: 'Jugador Nuevo', timezone: 'Europe/Madrid', notifications: false }),
  types: { alias: 'string', timezone: 'string', notifications: 'boolean' },
  extra: { uid: 'otro', player_uid: 'otro', alias_key: 'jugador nuevo', created_at: '2020-01-01' },
};
const submit: PostCall = {
  url: '/api/play/submit',
  uid: 'jugador',
  valid: (ctx) => ({ word: ctx.word, answer: ctx.answer, date: ctx.date }),
  types: { word: 'string', answer: 'string', date: 'string' },
  // SPEC.md's page sends it; the server never reads it (the day is the server's).
  optional: ['date'],
  extra: { score: 10, player_uid: 'autor', id: randomUUID(), day: '2020-01-01', vote_count: 99 },
};
const vote: PostCall = {
  url: '/api/vote/submit',
  uid: 'juez',
  valid: (ctx) => ({ answer_uuid: ctx.answerUuid, score: 7.5 }),
  types: { answer_uuid: 'string', score: 'number' },
  extra: { judge_uid: 'autor', player_uid: 'autor', vote_count: 0, score_total: 1000 },
};
const bodyCalls = [register, submit, vote];

const login: PostCall = {
  url: '/api/user/login',
  uid: 'nuevo',
  valid: () => ({}),
  types: {},
  extra: {},
};
const postCalls = [login, ...bodyCalls];

const getCalls = [
  { url: '/api/user/profile', uid: 'autor' },
  { url: '/api/play/word-of-the-day', uid: 'jugador' },
  { url: '/api/vote/random', uid: 'juez' },
];

const wrongValues: Record<'string' | 'number' | 'boolean', unknown[]> = {
  string: [42, 0, true, null, ['texto'], { texto: 'texto' }],
  number: ['7', '7.5', 'NaN', 'Infinity', '', null, true, [7], { value: 7 }],
  boolean: ['true', 'false', 0, 1, null, [true], {}],
};

const missingField = postCalls.flatMap((call) =>
  Object.keys(call.types)
    .filter((field) => !call.optional?.includes(field))
    .map((field) => [call.url, field, call] as const),
);
const wrongType = postCalls.flatMap((call) =>
  Object.entries(call.types).flatMap(([field, type]) =>
    wrongValues[type].map(
      (value) => [call.url, field, JSON.stringify(value), call, value] as const,
    ),
  ),
);
const extraField = postCalls.flatMap((call) =>
  Object.entries(call.extra).map(([field, value]) => [call.url, field, call, value] as const),
);

const UPPER_SNAKE = /^[A-Z]+(?:_[A-Z]+)*$/;
const json = { 'content-type': 'application/json' };

describe.each(databaseKinds)('bad input on %s', (kind) => {
  let game: TestGame;
  const ctx: Context = { word: '', answer: '', answerUuid: '', date: '' };

  beforeAll(async () => {
    game = await startGame(kind);
    for (const uid of ['autor', 'jugador', 'juez']) await game.register(uid, `Jugador ${uid}`);
    ctx.word = await game.todaysWord('autor');
    ctx.answer = foldAccents(ctx.word) === 'verano' ? 'ola' : 'verano';
    ctx.date = game.clock.now().toISOString();
    const filed = await game.submit('autor', ctx.answer);
    if (filed.statusCode !== 201) throw new Error(`the author could not play: ${filed.body}`);
    const row = await game.database.db
      .selectFrom('answers')
      .select('id')
      .where('player_uid', '=', 'autor')
      .executeTakeFirstOrThrow();
    // Today's answers are judged by those who played today; the vote's body bears the ticket.
    await game.play('juez');
    ctx.answerUuid = await game.serve('juez', row.id);
  });
  afterAll(() => game.close());

  /** Everything a refused request must leave as it was. */
  async function stored() {
    const db = game.database.db;
    return {
      rows: await countRows(game),
      players: await db.selectFrom('players').selectAll().orderBy('uid').execute(),
      answers: await db.selectFrom('answers').selectAll().orderBy('id').execute(),
      votes: await db.selectFrom('votes').selectAll().orderBy('answer_id').execute(),
    };
  }

  /**
   * Sends the request and checks the refusal: the status, exactly `{ error, message }` with an
   * UPPER_SNAKE code and a non-empty message, the expected code and text, and nothing stored.
   */
  async function expectRefused(
    uid: string,
    request: InjectOptions,
    status: number,
    error: ErrorCode,
    message: string = errors[error].message,
  ): Promise<void> {
    const before = await stored();
    const response = await game.call(uid, request);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status,
      body: { error, message },
    });
    expectErrorShape(response);
    expect(await stored()).toEqual(before);
    expect(await countRows(game)).toEqual(before.rows);
    const newcomer = await game.database.db
      .selectFrom('players')
      .select('uid')
      .where('uid', '=', 'nuevo')
      .executeTakeFirst();
    expect(newcomer).toBeUndefined();
  }

  function expectErrorShape(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['error', 'message']);
    expect(body.error).toMatch(UPPER_SNAKE);
    expect(typeof body.message).toBe('string');
    expect(String(body.message).trim()).not.toBe('');
  }

  const post = (call: PostCall, payload: InjectOptions['payload'], headers = {}) =>
    ({ method: 'POST', url: call.url, payload, headers }) as InjectOptions;

  describe('any POST call', () => {
    it.each(postCalls.map((call) => [call.url, call] as const))(
      '%s refuses invalid JSON',
      async (_url, call) => {
        for (const raw of ['{"alias": ', '{"a":1}x', "{'a':1}", '{"a":NaN}', '']) {
          await expectRefused(call.uid, post(call, raw, json), 400, 'INVALID_JSON');
        }
      },
    );

    it.each(postCalls.map((call) => [call.url, call] as const))(
      '%s refuses a JSON body with a prototype-polluting key',
      async (_url, call) => {
        for (const key of ['__proto__', 'constructor']) {
          const raw = `{"${key}":{"prototype":{"admin":true}},"x":1}`;
          await expectRefused(call.uid, post(call, raw, json), 400, 'INVALID_JSON');
        }
      },
    );

    it.each(postCalls.map((call) => [call.url, call] as const))(
      '%s refuses a body over 16 KiB with 413',
      async (_url, call) => {
        const payload = JSON.stringify({ ...call.valid(ctx), padding: 'a'.repeat(17 * 1024) });
        await expectRefused(call.uid, post(call, payload, json), 413, 'BODY_TOO_LARGE');
      },
    );

    it.each(
      postCalls.flatMap((call) =>
        [
          'text/plain',
          'text/html',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
        ].map((type) => [call.url, type, call] as const),
      ),
    )('%s refuses a %s body with 415', async (_url, type, call) => {
      const payload = JSON.stringify(call.valid(ctx));
      await expectRefused(
        call.uid,
        post(call, payload, { 'content-type': type }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });
  });

  describe('the shape of a body', () => {
    it.each(
      bodyCalls.flatMap((call) =>
        ['[]', '[{}]', '"texto"', '42', 'true', 'null'].map(
          (raw) => [call.url, raw, call] as const,
        ),
      ),
    )('%s refuses the JSON body %s: it must be an object', async (_url, raw, call) => {
      await expectRefused(
        call.uid,
        post(call, raw, json),
        400,
        'INVALID_REQUEST',
        'La petición debe ser un objeto JSON.',
      );
    });

    it.each(missingField)('%s refuses a body without «%s»', async (_url, field, call) => {
      const body = call.valid(ctx);
      delete body[field];
      await expectRefused(
        call.uid,
        post(call, body),
        400,
        'INVALID_REQUEST',
        `Falta el campo «${field}».`,
      );
    });

    it.each(wrongType)('%s refuses «%s» = %s', async (_url, field, _shown, call, value) => {
      await expectRefused(
        call.uid,
        post(call, { ...call.valid(ctx), [field]: value }),
        400,
        'INVALID_REQUEST',
        `El campo «${field}» no es válido.`,
      );
    });

    it.each(extraField)('%s refuses the extra field «%s»', async (_url, field, call, value) => {
      await expectRefused(
        call.uid,
        post(call, { ...call.valid(ctx), [field]: value }),
        400,
        'INVALID_REQUEST',
        `El campo «${field}» no está permitido.`,
      );
    });
  });

  describe('answers', () => {
    it.each<[string, string, ErrorCode]>([
      ['two words', 'dos palabras', 'INVALID_ANSWER'],
      ['a digit', 'casa1', 'INVALID_ANSWER'],
      ['only digits', '12345', 'INVALID_ANSWER'],
      ['an emoji', 'casa😀', 'INVALID_ANSWER'],
      ['only an emoji', '😀', 'INVALID_ANSWER'],
      ['a zero-width space', 'ca\u200bsa', 'INVALID_ANSWER'],
      ['a zero-width joiner', 'ca\u200dsa', 'INVALID_ANSWER'],
      ['a soft hyphen', 'ca\u00adsa', 'INVALID_ANSWER'],
      ['a combining acute on s (NFC makes ś)', 'cas\u0301a', 'INVALID_ANSWER'],
      ['a combining diaeresis on s (no composed form)', 'cas\u0308a', 'INVALID_ANSWER'],
      ['a lone combining mark', '\u0301', 'INVALID_ANSWER'],
      ['a hyphen', 'bien-estar', 'INVALID_ANSWER'],
      ['a leading hyphen', '-casa', 'INVALID_ANSWER'],
      ['an apostrophe', "l'amor", 'INVALID_ANSWER'],
      ['letters of other languages', 'façade', 'INVALID_ANSWER'],
      ['Cyrillic look-alike letters', 'саsа', 'INVALID_ANSWER'],
      ['full-width letters', 'ｃａｓａ', 'INVALID_ANSWER'],
      ['25 letters', 'a'.repeat(25), 'ANSWER_TOO_LONG'],
      ['25 accented letters', 'á'.repeat(25), 'ANSWER_TOO_LONG'],
      ['25 decomposed accented letters', 'a\u0301'.repeat(25), 'ANSWER_TOO_LONG'],
      ['24 letters that are no word', 'a'.repeat(24), 'NOT_IN_DICTIONARY'],
      ['an empty text', '', 'EMPTY_ANSWER'],
      ['only spaces', '    ', 'EMPTY_ANSWER'],
      ['only tabs and line breaks', '\t\n\r ', 'EMPTY_ANSWER'],
      ['only no-break and ideographic spaces', '\u00a0\u3000', 'EMPTY_ANSWER'],
      ['SQL that drops a table', "'; DROP TABLE answers;--", 'INVALID_ANSWER'],
      ['SQL that matches every row', "casa' OR '1'='1", 'INVALID_ANSWER'],
      ['Arabic', 'مرحبا', 'INVALID_ANSWER'],
      ['Hebrew', 'שלום', 'INVALID_ANSWER'],
      ['a right-to-left override', '\u202ecasa', 'INVALID_ANSWER'],
      ['a lone high surrogate', '\ud800', 'INVALID_ANSWER'],
      ['a lone low surrogate after letters', 'casa\udfff', 'INVALID_ANSWER'],
      ['a NUL character', 'ca\u0000sa', 'INVALID_ANSWER'],
      ['only a NUL character', '\u0000', 'INVALID_ANSWER'],
      ['a made-up word', 'xyzzyq', 'NOT_IN_DICTIONARY'],
    ])('refuses an answer with %s (%j): %s', async (_name, answer, code) => {
      await expectRefused(
        submit.uid,
        post(submit, { ...submit.valid(ctx), answer }),
        errors[code].status,
        code,
      );
    });

    it('refuses the word of the day itself, in any case or accent', async () => {
      for (const answer of [ctx.word, ctx.word.toUpperCase(), ` ${ctx.word} `]) {
        await expectRefused(
          submit.uid,
          post(submit, { ...submit.valid(ctx), answer }),
          400,
          'ANSWER_IS_THE_WORD',
        );
      }
    });

    it.each(['otra', '', '\u0000', "' OR '1'='1"])(
      'refuses the shown word %j: it is not today’s word',
      async (word) => {
        await expectRefused(
          submit.uid,
          post(submit, { ...submit.valid(ctx), word }),
          409,
          'WORD_EXPIRED',
        );
      },
    );
  });

  describe('votes', () => {
    it.each([-1, -0.01, 10.01, 10.5, 7.255, 0.001, 11, 1e308, -1e308])(
      'refuses the score %d with INVALID_SCORE',
      async (score) => {
        await expectRefused(
          vote.uid,
          post(vote, { ...vote.valid(ctx), score }),
          400,
          'INVALID_SCORE',
        );
      },
    );

    it.each(['1e999', '-1e999'])('refuses the score %s written in raw JSON', async (raw) => {
      const payload = `{"answer_uuid":${JSON.stringify(ctx.answerUuid)},"score":${raw}}`;
      await expectRefused(
        vote.uid,
        post(vote, payload, json),
        400,
        'INVALID_REQUEST',
        'El campo «score» no es válido.',
      );
    });

    it.each(['NaN', 'Infinity', '-Infinity'])(
      'refuses the bare JavaScript literal %s as a score: it is not JSON',
      async (raw) => {
        const payload = `{"answer_uuid":${JSON.stringify(ctx.answerUuid)},"score":${raw}}`;
        await expectRefused(vote.uid, post(vote, payload, json), 400, 'INVALID_JSON');
      },
    );

    it.each([
      ['a random uuid', () => randomUUID()],
      ['the real ticket in upper case', () => ctx.answerUuid.toUpperCase()],
      ['the real ticket cut short', () => ctx.answerUuid.slice(0, -1)],
      ['text that is no ticket', () => 'no-es-un-uuid'],
      ['an empty text', () => ''],
      ['SQL that matches every row', () => "x' OR '1'='1"],
      ['SQL that drops a table', () => "x'; DROP TABLE votes;--"],
      ['a NUL character', () => `${ctx.answerUuid}\u0000`],
      ['a lone surrogate', () => '\ud800'],
      ['10,000 characters', () => 'a'.repeat(10_000)],
    ])('answers 403 ANSWER_NOT_SERVED for %s', async (_name, uuid) => {
      await expectRefused(
        vote.uid,
        post(vote, { answer_uuid: uuid(), score: 5 }),
        403,
        'ANSWER_NOT_SERVED',
      );
    });
  });

  describe('registration', () => {
    it.each<[string, Body, ErrorCode]>([
      ['an alias with a NUL character', { alias: 'Ana\u0000Ana' }, 'INVALID_ALIAS'],
      ['an alias with a lone surrogate', { alias: 'Ana\ud800' }, 'INVALID_ALIAS'],
      ['an alias with a right-to-left override', { alias: 'Ana\u202eAna' }, 'INVALID_ALIAS'],
      ['an alias of zero-width spaces', { alias: '\u200b\u200b\u200b' }, 'INVALID_ALIAS'],
      ['an empty alias', { alias: '' }, 'ALIAS_TOO_SHORT'],
      ['an empty time zone', { timezone: '' }, 'INVALID_TIMEZONE'],
      ['an unknown time zone', { timezone: 'Marte/Olympus' }, 'INVALID_TIMEZONE'],
      ['a time zone with a NUL character', { timezone: 'Europe/Madrid\u0000' }, 'INVALID_TIMEZONE'],
      ['a time zone of SQL', { timezone: "UTC'; DROP TABLE players;--" }, 'INVALID_TIMEZONE'],
      ['a time zone of 65 characters', { timezone: 'x'.repeat(65) }, 'INVALID_TIMEZONE'],
    ])('refuses %s and stores no player', async (_name, change, code) => {
      await expectRefused(
        register.uid,
        post(register, { ...register.valid(ctx), ...change }),
        400,
        code,
      );
    });
  });

  describe('GET calls', () => {
    it.each(getCalls.map((call) => [call.url, call] as const))(
      '%s cannot be steered by a query string or a body, and stores nothing',
      async (_url, call) => {
        const clean = await game.call(call.uid, { method: 'GET', url: call.url });
        expect(clean.statusCode).toBeLessThan(500);
        const before = await stored();
        const steered = [
          { url: `${call.url}?uid=autor&player_uid=autor&date=2020-01-01` },
          { url: `${call.url}?%zz=%&a[b]=1` },
          { url: call.url, payload: '{"uid":', headers: json },
          {
            url: call.url,
            payload: 'x'.repeat(20 * 1024),
            headers: { 'content-type': 'text/xml' },
          },
        ];
        for (const request of steered) {
          const response = await game.call(call.uid, { method: 'GET', ...request });
          if (call.url === '/api/vote/random') {
            // The pick is random among equals; who may be picked is not.
            expect(response.statusCode).toBe(clean.statusCode);
            expect(Object.keys(response.json()).sort()).toEqual(Object.keys(clean.json()).sort());
          } else {
            expect({ status: response.statusCode, body: response.json() }).toEqual({
              status: clean.statusCode,
              body: clean.json(),
            });
          }
        }
        expect(await stored()).toEqual(before);
      },
    );
  });

  // Last: the valid twin of every refused body is accepted, so each refusal above was about the
  // fault it tested and nothing else.
  describe('the valid bodies', () => {
    it.each(bodyCalls.map((call) => [call.url, call] as const))(
      '%s accepts the body the refusals were made from',
      async (_url, call) => {
        const before = await countRows(game);
        const response = await game.call(call.uid, post(call, call.valid(ctx)));
        expect(response.statusCode).toBe(201);
        expect(response.json()).toMatchObject({ success: true });
        expect(await countRows(game)).not.toEqual(before);
      },
    );
  });
});
