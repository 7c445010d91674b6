import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('a player’s peñas and their own data on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carla']) await game.register(uid, `Jugadora ${uid}`);
  });
  afterEach(() => game.close());

  const page = (uid: string, id: string) =>
    game.call(uid, { method: 'GET', url: `/api/groups/${id}` });

  it('puts the player’s peñas in the data download', async () => {
    const own = await game.createGroup('ana', 'La de ana');
    const beas = await game.createGroup('bea', 'La de bea');
    // The oldest membership first: ana joins bea's a minute after making her own.
    game.clock.set(new Date(game.clock.now().getTime() + 60_000).toISOString());
    await game.joinGroup('ana', beas.invite_code);
    await game.joinGroup('carla', own.invite_code);
    const response = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([
      { name: 'La de ana', joinedAt: expect.any(String), owner: true, members: 2 },
      { name: 'La de bea', joinedAt: expect.any(String), owner: false, members: 2 },
    ]);
    // carla's peña votes, and ana's none.
    await game.play('ana');
    await game.play('carla');
    await game.penaVote('carla', own.id, await game.answerOf('ana'), 7.5);
    const carla = await game.call('carla', { method: 'GET', url: '/api/user/export' });
    expect(carla.json().groups).toEqual([
      { name: 'La de ana', joinedAt: expect.any(String), owner: false, members: 2 },
    ]);
    expect(carla.json().penaVotes).toEqual([
      {
        group: 'La de ana',
        word: expect.any(String),
        answer: expect.any(String),
        score: 7.5,
        votedAt: expect.any(String),
      },
    ]);
    expect(response.json().penaVotes).toEqual([]);
  });

  it('takes a deleted account out of its peñas: the next member owns them, an empty one goes', async () => {
    const shared = await game.createGroup('ana', 'Compartida');
    await game.joinGroup('bea', shared.invite_code);
    await game.joinGroup('carla', shared.invite_code);
    const alone = await game.createGroup('ana', 'Solo ana');
    await game.play('ana');

    const deleted = await game.call('ana', { method: 'DELETE', url: '/api/user' });
    expect(deleted.statusCode).toBe(204);

    const detail = (await page('carla', shared.id)).json();
    expect(detail.owner).toBe('Jugadora bea');
    expect(detail.members.map((m: { alias: string }) => m.alias)).toEqual([
      'Jugadora bea',
      'Jugadora carla',
    ]);
    const db = game.database.db;
    expect(
      await db
        .selectFrom('group_members')
        .select('player_uid')
        .where('player_uid', '=', 'ana')
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom('groups').select('id').where('id', '=', alone.id).execute()).toEqual(
      [],
    );
    expect((await page('bea', shared.id)).json().is_owner).toBe(true);
  });
});
