import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

const list = (game: TestGame, uid: string) => game.call(uid, { method: 'GET', url: '/api/groups' });
const create = (game: TestGame, uid: string, name: unknown) =>
  game.call(uid, { method: 'POST', url: '/api/groups', payload: { name } });

async function groupRows(game: TestGame) {
  const db = game.database.db;
  return {
    groups: (await db.selectFrom('groups').select('id').execute()).length,
    members: (await db.selectFrom('group_members').select('id').execute()).length,
  };
}

describe.each(databaseKinds)('peñas: making, listing and joining on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { env: { GROUP_MAX_MEMBERS: '3', GROUP_MAX_PER_PLAYER: '2' } });
    for (const uid of ['ana', 'bea', 'carla', 'dani']) await game.register(uid, `Jugadora ${uid}`);
  });
  afterEach(() => game.close());

  it('makes a peña with its creator in it, and a random invitation code of at least 128 bits', async () => {
    const response = await create(game, 'ana', '  Los   del  barrio ');
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Los del barrio',
      invite_code: expect.stringMatching(/^[\w-]{22}$/),
    });
    const other = await game.createGroup('bea');
    expect(other.invite_code).not.toBe(created.invite_code);
    expect(other.id).not.toBe(created.id);

    expect((await list(game, 'ana')).json()).toEqual({
      groups: [{ id: created.id, name: 'Los del barrio', members: 1, played_today: 0 }],
    });
    expect((await list(game, 'carla')).json()).toEqual({ groups: [] });
  });

  it.each([
    ['too short', 'ab', 'INVALID_GROUP_NAME'],
    ['too long', 'a'.repeat(41), 'INVALID_GROUP_NAME'],
    ['odd signs', 'Peña <script>', 'INVALID_GROUP_NAME'],
    ['an insult', 'Los hijueputas', 'OFFENSIVE_GROUP_NAME'],
    ['an insult written with signs', 'pvta peña', 'OFFENSIVE_GROUP_NAME'],
    ['a reserved name', 'Moderador', 'RESERVED_GROUP_NAME'],
    ['a reserved name that looks like another', 'WORDS', 'RESERVED_GROUP_NAME'],
  ])('refuses a name that is %s, in Spanish, storing nothing', async (_what, name, code) => {
    const response = await create(game, 'ana', name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: code, message: errors[code as never]['message'] });
    expect(await groupRows(game)).toEqual({ groups: 0, members: 0 });
  });

  it('refuses a body that is not a name, never with a 500', async () => {
    for (const payload of [{}, { name: 12 }, { name: 'Peña', extra: 1 }]) {
      const response = await game.call('ana', { method: 'POST', url: '/api/groups', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
    expect(await groupRows(game)).toEqual({ groups: 0, members: 0 });
  });

  it('asks to sign in and to register before anything', async () => {
    expect((await game.call(null, { method: 'GET', url: '/api/groups' })).statusCode).toBe(401);
    const response = await game.call('nadie', { method: 'GET', url: '/api/groups' });
    expect(response.json().error).toBe('NOT_REGISTERED');
  });

  it('joins by the code: 201, then 200 and still one membership when joining again', async () => {
    const group = await game.createGroup('ana', 'La peña');
    const joined = await game.joinGroup('bea', group.invite_code);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ id: group.id, name: 'La peña' });
    const again = await game.joinGroup('bea', group.invite_code);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: group.id, name: 'La peña' });
    // The creator joining their own peña is already in it too.
    expect((await game.joinGroup('ana', group.invite_code)).statusCode).toBe(200);
    expect(await groupRows(game)).toEqual({ groups: 1, members: 2 });
    expect((await list(game, 'bea')).json().groups).toEqual([
      { id: group.id, name: 'La peña', members: 2, played_today: 0 },
    ]);
  });

  it('counts who played today in the list', async () => {
    const group = await game.createGroup('ana');
    await game.joinGroup('bea', group.invite_code);
    await game.play('bea');
    expect((await list(game, 'ana')).json().groups[0]).toMatchObject({
      members: 2,
      played_today: 1,
    });
  });

  it('refuses an unknown or malformed code with INVITE_NOT_FOUND', async () => {
    for (const code of ['A'.repeat(22), 'nope', '', '../../etc']) {
      const response = await game.joinGroup('bea', code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'INVITE_NOT_FOUND',
        message: errors.INVITE_NOT_FOUND.message,
      });
    }
  });

  it('refuses a full peña with GROUP_FULL (GROUP_MAX_MEMBERS)', async () => {
    const group = await game.createGroup('ana');
    await game.joinGroup('bea', group.invite_code);
    await game.joinGroup('carla', group.invite_code);
    const refused = await game.joinGroup('dani', group.invite_code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'GROUP_FULL', message: errors.GROUP_FULL.message });
    expect(await groupRows(game)).toEqual({ groups: 1, members: 3 });
  });

  it('refuses a player in too many peñas with TOO_MANY_GROUPS (GROUP_MAX_PER_PLAYER), making and joining', async () => {
    await game.createGroup('ana');
    await game.createGroup('ana');
    const third = await create(game, 'ana', 'Una tercera');
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      error: 'TOO_MANY_GROUPS',
      message: errors.TOO_MANY_GROUPS.message,
    });
    const beas = await game.createGroup('bea');
    expect((await game.joinGroup('ana', beas.invite_code)).json().error).toBe('TOO_MANY_GROUPS');
    expect(await groupRows(game)).toEqual({ groups: 3, members: 3 });
  });

  it('shows an invitation signed out: the name and how many are in it, nothing else', async () => {
    const group = await game.createGroup('ana', 'Los de siempre');
    await game.joinGroup('bea', group.invite_code);
    const response = await game.call(null, {
      method: 'GET',
      url: `/api/groups/invite/${group.invite_code}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Los de siempre', members: 2 });
    const unknown = await game.call(null, {
      method: 'GET',
      url: `/api/groups/invite/${'x'.repeat(22)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('INVITE_NOT_FOUND');
  });

  it('refuses a banned player', async () => {
    const group = await game.createGroup('ana');
    await game.database.db
      .updateTable('players')
      .set({ banned_at: game.clock.now().toISOString() })
      .where('uid', '=', 'bea')
      .execute();
    // The guard remembers players for a moment; a new instance reads the ban at once.
    const other = await game.anotherInstance();
    const response = await other.inject({
      method: 'POST',
      url: '/api/groups/join',
      payload: { code: group.invite_code },
      headers: { authorization: `Bearer ${await game.tokenFor('bea')}` },
    });
    await other.close();
    expect(response.json().error).toBe('BANNED');
  });
});
