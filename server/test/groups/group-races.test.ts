import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * The rules races could break are held by the database: the join's transaction locks the player's
 * and the peña's rows (SELECT … FOR UPDATE on PostgreSQL; SQLite's one writer on SQLite), and the
 * keys refuse a second membership or a second seat.
 */
describe.each(databaseKinds)('peñas under simultaneous calls on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
  });
  afterEach(() => game.close());

  const membersOf = async (groupId: string) =>
    game.database.db
      .selectFrom('group_members')
      .select(['player_uid', 'seat'])
      .where('group_id', '=', groupId)
      .execute();

  const groupsOfPlayer = (uid: string) =>
    game.database.db
      .selectFrom('group_members')
      .select('group_id')
      .where('player_uid', '=', uid)
      .execute();

  it('60 players joining a peña of 50 at once make exactly 50 members', async () => {
    await game.register('owner', 'Dueña');
    const group = await game.createGroup('owner');
    const joiners = Array.from({ length: 60 }, (_, i) => `j${String(i).padStart(2, '0')}`);
    for (const uid of joiners)
      await game.register(uid, `Jugador ${uid.replace(/\d/g, (d) => 'bcdfghjkmn'.charAt(+d))}`);

    const responses = await Promise.all(
      joiners.map((uid) => game.joinGroup(uid, group.invite_code)),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(49);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().error).toBe('GROUP_FULL');
    }
    const members = await membersOf(group.id);
    expect(members).toHaveLength(50);
    // One seat each, in the order they got in: 1 to 50.
    expect(members.map((m) => m.seat).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  }, 120_000);

  it('a player joining 12 peñas at once is in exactly 10 (GROUP_MAX_PER_PLAYER)', async () => {
    await game.register('ana', 'Ana');
    const groups = [];
    for (let i = 0; i < 12; i++) {
      const owner = `owner${'bcdfghjkmnpq'.charAt(i)}`;
      await game.register(owner, `Dueña ${owner}`);
      groups.push(await game.createGroup(owner, `Peña ${owner}`));
    }
    const responses = await Promise.all(groups.map((g) => game.joinGroup('ana', g.invite_code)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused.map((r) => r.json().error)).toEqual(['TOO_MANY_GROUPS', 'TOO_MANY_GROUPS']);
    expect(await groupsOfPlayer('ana')).toHaveLength(10);
  }, 120_000);

  it('a player making peñas and joining one at once never passes the limit either', async () => {
    await game.register('ana', 'Ana');
    await game.register('bea', 'Bea');
    const beas = await game.createGroup('bea');
    const calls = [
      ...Array.from({ length: 10 }, (_, i) =>
        game.call('ana', {
          method: 'POST',
          url: '/api/groups',
          payload: { name: `Peña número ${'bcdfghjkmn'.charAt(i)}` },
        }),
      ),
      game.joinGroup('ana', beas.invite_code),
    ];
    const responses = await Promise.all(calls);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 409)[0]?.json().error).toBe('TOO_MANY_GROUPS');
    expect(await groupsOfPlayer('ana')).toHaveLength(10);
  }, 60_000);

  it('joining twice at once is one membership: one 201 and one 200', async () => {
    await game.register('ana', 'Ana');
    await game.register('bea', 'Bea');
    const group = await game.createGroup('ana');
    const responses = await Promise.all([
      game.joinGroup('bea', group.invite_code),
      game.joinGroup('bea', group.invite_code),
      game.joinGroup('bea', group.invite_code),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await membersOf(group.id)).toHaveLength(2);
  });

  it('a new invitation code refuses the old one at once, also to joins already on their way', async () => {
    await game.register('ana', 'Ana');
    const group = await game.createGroup('ana');
    const joiners = ['bea', 'carla', 'dani', 'elena', 'fabi', 'gema'];
    for (const uid of joiners) await game.register(uid, `Jugadora ${uid}`);
    const [renewed, ...joins] = await Promise.all([
      game.call('ana', { method: 'POST', url: `/api/groups/${group.id}/invite` }),
      ...joiners.map((uid) => game.joinGroup(uid, group.invite_code)),
    ]);
    expect(renewed?.statusCode).toBe(201);
    // Each join either got in before the new code, or found the old one gone: never in after it.
    const joined = joins.filter((r) => r.statusCode === 201).length;
    expect(joins.every((r) => r.statusCode === 201 || r.json().error === 'INVITE_NOT_FOUND')).toBe(
      true,
    );
    expect(await membersOf(group.id)).toHaveLength(1 + joined);
    const late = await game
      .register('hugo', 'Hugo')
      .then(() => game.joinGroup('hugo', group.invite_code));
    expect(late.json().error).toBe('INVITE_NOT_FOUND');
    const fresh = renewed?.json().invite_code as string;
    expect((await game.joinGroup('hugo', fresh)).statusCode).toBe(201);
  });

  it('the last two members leaving at once leave no peña behind', async () => {
    await game.register('ana', 'Ana');
    await game.register('bea', 'Bea');
    const group = await game.createGroup('ana');
    await game.joinGroup('bea', group.invite_code);
    const responses = await Promise.all(
      ['ana', 'bea'].map((uid) =>
        game.call(uid, { method: 'POST', url: `/api/groups/${group.id}/leave` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await game.database.db.selectFrom('groups').select('id').execute()).toEqual([]);
  });
});
