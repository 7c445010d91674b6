import { createHmac, randomBytes } from 'node:crypto';
import { limits } from '@words/contract/limits';
import { errors } from '@words/contract/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { TABLES } from '../../src/db/schema';
import { createServingTickets, signTicket } from '../../src/serving/serving-ticket';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

const NOT_SERVED = { error: 'ANSWER_NOT_SERVED', message: errors.ANSWER_NOT_SERVED.message };

/**
 * The proof of serving travels with the answer (decision 0054): vote/random hands out a ticket
 * the server signs and stores nothing; the vote and the skip take only a ticket the game handed
 * that judge within the served window, from any instance sharing the database, restarts included.
 */
describe.each(databaseKinds)('serving tickets on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  /** ana's answer of Monday, judged on Tuesday by juez (who need not play Tuesday's word). */
  async function anaAnswered(env: Record<string, string> = {}) {
    game = await startGame(kind, { env });
    for (const uid of ['ana', 'juez', 'otro']) await game.register(uid);
    await game.play('ana');
    game.clock.advanceDays(1);
    // Tuesday's word is fixed on its first call: before anything is compared.
    await game.todaysWord('juez');
    return game.answerOf('ana');
  }

  const random = async (uid: string) => {
    const response = await game.call(uid, { method: 'GET', url: '/api/vote/random' });
    expect(response.statusCode).toBe(200);
    return response.json().answer_uuid as string;
  };
  const vote = (uid: string, ticket: string) =>
    game.call(uid, {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: ticket, score: 7 },
    });
  const skip = (uid: string, ticket: string) =>
    game.call(uid, { method: 'POST', url: '/api/vote/skip', payload: { answer_uuid: ticket } });
  /** Each of these tickets is refused to `uid` as not served, for a vote and for a skip. */
  async function expectNotServed(uid: string, tickets: Record<string, string>) {
    for (const [what, ticket] of Object.entries(tickets)) {
      for (const response of [await vote(uid, ticket), await skip(uid, ticket)]) {
        expect({ what, status: response.statusCode, body: response.json() }).toEqual({
          what,
          status: 403,
          body: NOT_SERVED,
        });
      }
    }
  }

  /** Every row of every table of the game, in a stable order: what a read must leave as it was. */
  async function everyRow(): Promise<Record<string, string[]>> {
    const rows: Record<string, string[]> = {};
    for (const table of TABLES) {
      const all = await game.database.db.selectFrom(table).selectAll().execute();
      rows[table] = all.map((row) => JSON.stringify(row)).sort();
    }
    return rows;
  }

  it('hands out an answer writing nothing, the first after the start too: the key is made at the start', async () => {
    const ana = await anaAnswered();
    const kept = await game.database.db.selectFrom('server_keys').select('name').execute();
    expect(kept.map((row) => row.name)).toContain('serving');
    const before = await everyRow();
    const ticket = await random('juez');
    expect(await game.handed('juez', ticket)).toBe(ana);
    expect(await everyRow()).toEqual(before);
    expect(Object.values(before).some((rows) => rows.length > 0)).toBe(true);
  });

  it('keeps a configured key in memory only: no backup carries it', async () => {
    const key = randomBytes(32).toString('base64url');
    const ana = await anaAnswered({ SERVING_KEY: key });
    const ticket = await random('juez');
    // Signed with the configured key, and the key is nowhere in the database.
    expect(ticket).toBe(signTicket(Buffer.from(key, 'base64url'), ana, 'juez', game.clock.now()));
    const kept = await game.database.db.selectFrom('server_keys').selectAll().execute();
    expect(kept.map((row) => row.name)).not.toContain('serving');
    expect(JSON.stringify(kept)).not.toContain(key);
    expect((await vote('juez', ticket)).statusCode).toBe(201);
  });

  it('takes the vote and the skip of the ticket the game handed that judge', async () => {
    const ana = await anaAnswered();
    const ticket = await random('juez');
    expect((await vote('juez', ticket)).statusCode).toBe(201);
    const stored = await game.database.db.selectFrom('votes').selectAll().execute();
    expect(stored).toMatchObject([{ answer_id: ana, judge_uid: 'juez', score: 700 }]);
    expect((await skip('otro', await random('otro'))).statusCode).toBe(204);
  });

  it('refuses a forged ticket, one of another judge, one past the window and one with a wrong MAC', async () => {
    const ana = await anaAnswered();
    const ticket = await random('juez');
    const [payload = '', mac = ''] = ticket.split('.');
    const otherKey = createServingTickets(async () => ({
      current: randomBytes(32),
      previous: null,
    }));
    const refused: Record<string, string> = {
      'the bare answer id': ana,
      'a payload made up': `${Buffer.from(JSON.stringify([ana, Date.now()])).toString('base64url')}.${mac}`,
      'the payload of another answer': `${Buffer.from(JSON.stringify(['x', 1])).toString('base64url')}.${mac}`,
      'a MAC changed': `${payload}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      'a MAC of another key': await otherKey.ticketFor(ana, 'juez', game.clock.now()),
      nothing: '',
      'a long string': 'a'.repeat(5_000),
      'a NUL': `${ticket}\u0000`,
    };
    await expectNotServed('juez', refused);
    // Handed to juez, it is no ticket of otro's.
    expect((await vote('otro', ticket)).json()).toEqual(NOT_SERVED);
    expect((await skip('otro', ticket)).json()).toEqual(NOT_SERVED);

    // Past the served window it no longer holds; within it, it does.
    const servedAt = game.clock.now().getTime();
    game.clock.set(new Date(servedAt + limits.servedAnswerHours * 3_600_000).toISOString());
    const lastMoment = game.clock.now();
    game.clock.set(new Date(lastMoment.getTime() + 1).toISOString());
    expect((await vote('juez', ticket)).json()).toEqual(NOT_SERVED);
    game.clock.set(lastMoment.toISOString());
    expect((await vote('juez', ticket)).statusCode).toBe(201);
    expect(await game.database.db.selectFrom('votes').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a ticket changed only in the unused bits of its base64url', async () => {
    await anaAnswered();
    const ticket = await random('juez');
    const [payload = '', mac = ''] = ticket.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    /** `text` with the unused low bits of its last character set: it decodes to the same bytes. */
    const unusedBitsSet = (text: string, bits: number) =>
      `${text.slice(0, -1)}${alphabet[alphabet.indexOf(text.at(-1) ?? '') | bits] ?? ''}`;
    const sameMac = unusedBitsSet(mac, 0b11);
    expect(Buffer.from(sameMac, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    const refused: Record<string, string> = {
      'the MAC': `${payload}.${sameMac}`,
      'the MAC, one bit': `${payload}.${unusedBitsSet(mac, 0b01)}`,
      // Whole groups of 4 characters have no unused bits, and a decoder drops a lone 5th; else
      // the last character carries 4 unused bits after 2 in its group, 2 after 3.
      'the payload': `${
        payload.length % 4 === 0
          ? `${payload}A`
          : unusedBitsSet(payload, payload.length % 4 === 2 ? 0b1111 : 0b11)
      }.${mac}`,
    };
    expect(Buffer.from(refused['the payload']?.split('.')[0] ?? '', 'base64url')).toEqual(
      Buffer.from(payload, 'base64url'),
    );
    await expectNotServed('juez', refused);
    expect((await vote('juez', ticket)).statusCode).toBe(201);
  });

  it('refuses a ticket signed with the real key whose time is no integer or later than now', async () => {
    const key = randomBytes(32);
    const ana = await anaAnswered({ SERVING_KEY: key.toString('base64url') });
    /** What a leaked key could sign: any payload at all, for juez. */
    const signed = (served: unknown) => {
      const payload = Buffer.from(JSON.stringify([ana, served]));
      const mac = createHmac('sha256', key).update(payload).update('\0').update('juez').digest();
      return `${payload.toString('base64url')}.${mac.toString('base64url')}`;
    };
    const now = game.clock.now();
    // The key is the real one: what it signs in due form holds.
    expect((await vote('juez', signTicket(key, ana, 'juez', now))).statusCode).toBe(201);
    await game.database.db.deleteFrom('votes').execute();
    const refused: Record<string, string> = {
      'a time that is no number': signed('x'),
      'a time between milliseconds': signed(now.getTime() - 0.5),
      'a time of no kind': signed(null),
      'a time one millisecond ahead': signTicket(key, ana, 'juez', new Date(now.getTime() + 1)),
      'a time years ahead': signTicket(key, ana, 'juez', new Date(now.getTime() + 1e12)),
    };
    await expectNotServed('juez', refused);
    expect(await game.database.db.selectFrom('votes').selectAll().execute()).toEqual([]);
  });

  it('takes a ticket of one instance on another, and after a restart on the same database', async () => {
    const ana = await anaAnswered();
    const ticket = await random('juez');
    const other = await game.anotherInstance();
    try {
      const onOther = await other.inject({
        method: 'POST',
        url: '/api/vote/skip',
        headers: { authorization: `Bearer ${await game.tokenFor('juez')}` },
        payload: { answer_uuid: ticket },
      });
      expect(onOther.statusCode).toBe(204);
    } finally {
      await other.close();
    }
    // A restart: every app closes, a new one opens the database anew and checks what was handed.
    const handedToOtro = await random('otro');
    await game.app.close();
    const reopened = await game.database.reopen();
    const restarted = await buildApp(game.config, {
      db: reopened.db,
      clock: game.clock,
      keySource: game.signer.keySource,
      logger: false,
    });
    try {
      const voted = await restarted.inject({
        method: 'POST',
        url: '/api/vote/submit',
        headers: { authorization: `Bearer ${await game.tokenFor('otro')}` },
        payload: { answer_uuid: handedToOtro, score: 4 },
      });
      expect(voted.statusCode).toBe(201);
    } finally {
      await restarted.close();
      await reopened.close();
    }
    const votes = await game.database.db.selectFrom('votes').select('answer_id').execute();
    expect(votes).toEqual([{ answer_id: ana }]);
  });

  it('keeps the tickets of a replaced key until their window ends, and signs with the new one', async () => {
    const ana = await anaAnswered();
    const before = await random('juez');
    // A new key configured: an instance started with it.
    const rotated = loadConfig({
      ...Object.fromEntries(Object.entries(process.env)),
      FIREBASE_PROJECT_ID: game.config.firebase.projectId,
      FIREBASE_API_KEY: 'test-api-key',
      ESTABLISHED_MIN_DAYS: '0',
      ESTABLISHED_MIN_VOTES: '0',
      ...(kind === 'postgres' && { DATABASE_URL: process.env.TEST_DATABASE_URL }),
      SERVING_KEY: randomBytes(32).toString('base64url'),
    });
    const other = await buildApp(rotated, {
      db: game.database.db,
      clock: game.clock,
      keySource: game.signer.keySource,
      logger: false,
    });
    const onOther = async (method: 'GET' | 'POST', url: string, uid: string, payload?: object) =>
      other.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
        ...(payload && { payload }),
      });
    try {
      // The configured key replaced the kept one, and is kept nowhere itself.
      const names = await game.database.db.selectFrom('server_keys').select('name').execute();
      expect(names.map((row) => row.name)).not.toContain('serving');
      // The old key's ticket still holds on the new key's instance.
      expect(
        (await onOther('POST', '/api/vote/skip', 'juez', { answer_uuid: before })).statusCode,
      ).toBe(204);
      const after = (await onOther('GET', '/api/vote/random', 'otro')).json().answer_uuid as string;
      expect(after).not.toBe(before);
      // A ticket the old key signs now, after it was replaced, is refused.
      const old = createServingTickets(async () => ({
        current: Buffer.from(
          (
            await game.database.db
              .selectFrom('server_keys')
              .select('value')
              .where('name', '=', 'serving-previous')
              .executeTakeFirstOrThrow()
              .then((row) => JSON.parse(row.value) as { key: string })
          ).key,
          'base64url',
        ),
        previous: null,
      }));
      game.clock.set(new Date(game.clock.now().getTime() + 60_000).toISOString());
      const late = await old.ticketFor(ana, 'otro', game.clock.now());
      expect(
        (await onOther('POST', '/api/vote/skip', 'otro', { answer_uuid: late })).json(),
      ).toEqual(NOT_SERVED);
      expect(
        (await onOther('POST', '/api/vote/skip', 'otro', { answer_uuid: after })).statusCode,
      ).toBe(204);
    } finally {
      await other.close();
    }
  });
});
