import { errors } from '@words/contract/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

const NOT_REGISTERED = { error: 'NOT_REGISTERED', message: errors.NOT_REGISTERED.message };

/**
 * Issue 46, point 6: the peña routes of another instance answered a 500 when a player deleted on
 * one instance made or joined a peña. The player's lock in those
 * transactions finds nobody and says so.
 */
describe.each(databaseKinds)('a deleted player’s peñas on another instance, on %s', (kind) => {
  let game: TestGame;
  let other: FastifyInstance;
  afterEach(async () => {
    await other.close();
    await game.close();
  });

  const onOther = async (uid: string, request: InjectOptions) =>
    other.inject({
      ...request,
      headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
    });

  it('refuses making or joining a peña as not registered, and stores nothing', async () => {
    game = await startGame(kind);
    other = await game.anotherInstance();
    await game.register('ana');
    await game.register('bea');
    const beas = await game.createGroup('bea', 'La de bea');
    const seen = await onOther('ana', { method: 'GET', url: '/api/groups' });
    expect(seen.statusCode).toBe(200);

    expect((await game.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    const created = await onOther('ana', {
      method: 'POST',
      url: '/api/groups',
      payload: { name: 'La de ana' },
    });
    expect([created.statusCode, created.json()]).toEqual([403, NOT_REGISTERED]);
    const joined = await onOther('ana', {
      method: 'POST',
      url: '/api/groups/join',
      payload: { code: beas.invite_code },
    });
    expect([joined.statusCode, joined.json()]).toEqual([403, NOT_REGISTERED]);
    const db = game.database.db;
    expect(
      await db
        .selectFrom('group_members')
        .select('group_id')
        .where('player_uid', '=', 'ana')
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom('groups').select('name').execute()).toEqual([{ name: 'La de bea' }]);
  });
});
