import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';

describe.each(databaseKinds)('players on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind);
  });
  afterAll(() => game.close());

  const register = (uid: string, body: object) =>
    game.call(uid, { method: 'POST', url: '/api/user/register', payload: body });

  it('tells a new player to register, and a registered one that they are', async () => {
    const before = await game.call('ana', { method: 'POST', url: '/api/user/login' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ registered: false });

    const registered = await register('ana', {
      alias: '  Ana Pérez ',
      timezone: 'Europe/Madrid',
      notifications: false,
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ success: true });

    const after = await game.call('ana', { method: 'POST', url: '/api/user/login' });
    expect(after.json()).toEqual({ registered: true });
    const stored = await game.database.db
      .selectFrom('players')
      .selectAll()
      .where('uid', '=', 'ana')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      alias: 'Ana Pérez',
      timezone: 'Europe/Madrid',
      notifications: 0,
    });
  });

  it('refuses an alias another player has, ignoring case and accents', async () => {
    await game.register('luis', 'Canción');
    const response = await register('marta', {
      alias: 'CANCION',
      timezone: 'UTC',
      notifications: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'ALIAS_TAKEN', message: errors.ALIAS_TAKEN.message });
  });

  it('refuses aliases that only look like a taken one, and keeps the alias as typed', async () => {
    await game.register('alice', '  Alice ');
    const lookAlikes = [
      'Ａｌｉｃｅ',
      'Ａlice',
      'Alıce',
      'ɑlice',
      'ᴀlice',
      'Alⅰce',
      'Al  ice',
      'A l i c e',
      'ÁLICE',
    ];
    for (const [i, alias] of lookAlikes.entries()) {
      const response = await register(`copia-${i}`, {
        alias,
        timezone: 'UTC',
        notifications: false,
      });
      expect({ alias, status: response.statusCode }).toEqual({ alias, status: 409 });
      expect(response.json().error).toBe('ALIAS_TAKEN');
    }
    const stored = await game.database.db
      .selectFrom('players')
      .select('alias')
      .where('uid', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(stored.alias).toBe('Alice');
    // Names that are really different still pass.
    for (const [i, alias] of ['Alicia', 'Concha', 'Pito Pérez', 'Ana María'].entries()) {
      const response = await register(`otra-${i}`, {
        alias,
        timezone: 'UTC',
        notifications: false,
      });
      expect({ alias, status: response.statusCode }).toEqual({ alias, status: 201 });
    }
  });

  it('gives one of two look-alike aliases registered at the same moment', async () => {
    const statuses = await Promise.all(
      ['Bruno', 'Ｂｒｕｎｏ', 'BRUN0'].map(
        async (alias, i) =>
          (await register(`bruno-${i}`, { alias, timezone: 'UTC', notifications: false }))
            .statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
  });

  it('refuses a second registration', async () => {
    await game.register('pepe', 'Pepe');
    const response = await register('pepe', {
      alias: 'Otro',
      timezone: 'UTC',
      notifications: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('ALREADY_REGISTERED');
  });

  it.each([
    ['ab', 'ALIAS_TOO_SHORT'],
    ['   ab   ', 'ALIAS_TOO_SHORT'],
    ['x'.repeat(31), 'INVALID_ALIAS'],
    ['ana😀', 'INVALID_ALIAS'],
    ['ana\u200bana', 'INVALID_ALIAS'],
    ["ana'; DROP TABLE players;--", 'INVALID_ALIAS'],
    ['---', 'INVALID_ALIAS'],
    ['مرحبا', 'INVALID_ALIAS'],
  ])('refuses the alias %j with %s and stores nothing', async (alias, code) => {
    const before = await countRows(game);
    const response = await register('nuevo', { alias, timezone: 'UTC', notifications: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: code,
      message: errors[code as 'INVALID_ALIAS'].message,
    });
    expect(await countRows(game)).toEqual(before);
  });

  it('accepts an alias of exactly 3 and exactly 30 characters', async () => {
    expect(
      (await register('tres', { alias: 'Eva', timezone: 'UTC', notifications: true })).statusCode,
    ).toBe(201);
    const thirty = 'Ñ'.repeat(30);
    expect(
      (await register('treinta', { alias: thirty, timezone: 'UTC', notifications: false }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an unknown time zone', async () => {
    const response = await register('zona', {
      alias: 'Zona',
      timezone: 'Marte/Olympus',
      notifications: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('INVALID_TIMEZONE');
  });

  it('shows a player only their own history, newest first, with scores and status', async () => {
    await game.register('autor', 'Autor');
    await game.register('juez', 'Juez');
    expect((await game.submit('autor', 'ola')).statusCode).toBe(201);
    game.clock.advanceDays(1);
    expect((await game.submit('autor', 'verano')).statusCode).toBe(201);
    const judged = (await game.call('juez', { method: 'GET', url: '/api/vote/random' })).json();
    expect((await game.vote('juez', judged.answer_uuid, 7.25)).statusCode).toBe(201);

    const profile = await game.call('autor', { method: 'GET', url: '/api/user/profile' });
    expect(profile.statusCode).toBe(200);
    const body = profile.json();
    expect(body.alias).toBe('Autor');
    expect(body.playedWords).toHaveLength(2);
    expect(body.playedWords.map((p: { date: string }) => p.date)).toEqual([
      game.clock.today(),
      '2026-11-16',
    ]);
    const rated = body.playedWords.find((p: { answer: string }) => p.answer === judged.answer);
    expect(rated).toMatchObject({ score: 7.25, votes: 1, status: 'open' });
    const unrated = body.playedWords.find((p: { answer: string }) => p.answer !== judged.answer);
    expect(unrated).toMatchObject({ score: null, votes: 0, status: 'open' });

    const judgeProfile = await game.call('juez', { method: 'GET', url: '/api/user/profile' });
    expect(judgeProfile.json().playedWords).toEqual([]);
  });

  it('keeps the profile for registered players', async () => {
    const response = await game.call('desconocido', { method: 'GET', url: '/api/user/profile' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'NOT_REGISTERED',
      message: errors.NOT_REGISTERED.message,
    });
  });
});
