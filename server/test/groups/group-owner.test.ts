import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('running a peña on %s', (kind) => {
  let game: TestGame;
  let group: { id: string; name: string; invite_code: string };

  const page = (uid: string) => game.call(uid, { method: 'GET', url: `/api/groups/${group.id}` });
  const memberIdOf = async (alias: string) => {
    const members = (await page('ana')).json().members as { id: string; alias: string }[];
    return members.find((m) => m.alias === alias)?.id ?? '';
  };
  const rename = (uid: string, name: unknown) =>
    game.call(uid, { method: 'PATCH', url: `/api/groups/${group.id}`, payload: { name } });
  const leave = (uid: string) =>
    game.call(uid, { method: 'POST', url: `/api/groups/${group.id}/leave` });

  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carla', 'fuera']) await game.register(uid, `Jugadora ${uid}`);
    group = await game.createGroup('ana', 'La peña');
    await game.joinGroup('bea', group.invite_code);
    await game.joinGroup('carla', group.invite_code);
  });
  afterEach(() => game.close());

  it('lets the owner rename it, with the name checks', async () => {
    const renamed = await rename('ana', ' Las   de siempre ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: group.id, name: 'Las de siempre' });
    expect((await page('bea')).json().name).toBe('Las de siempre');
    for (const [name, code] of [
      ['x', 'INVALID_GROUP_NAME'],
      ['Gonorreas unidos', 'OFFENSIVE_GROUP_NAME'],
      ['Soporte', 'RESERVED_GROUP_NAME'],
    ] as const) {
      const response = await rename('ana', name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: code, message: errors[code].message });
    }
    expect((await page('bea')).json().name).toBe('Las de siempre');
  });

  it('refuses the owner’s calls to the other members with NOT_GROUP_OWNER, changing nothing', async () => {
    const carla = await memberIdOf('Jugadora carla');
    for (const response of [
      await rename('bea', 'Mía'),
      await game.call('bea', { method: 'POST', url: `/api/groups/${group.id}/invite` }),
      await game.call('bea', { method: 'DELETE', url: `/api/groups/${group.id}/members/${carla}` }),
      await game.call('bea', { method: 'DELETE', url: `/api/groups/${group.id}` }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'NOT_GROUP_OWNER',
        message: errors.NOT_GROUP_OWNER.message,
      });
    }
    const detail = (await page('bea')).json();
    expect(detail).toMatchObject({ name: 'La peña', invite_code: group.invite_code });
    expect(detail.members).toHaveLength(3);
  });

  it('makes a new invitation code for the owner, and the old one is refused', async () => {
    const response = await game.call('ana', {
      method: 'POST',
      url: `/api/groups/${group.id}/invite`,
    });
    expect(response.statusCode).toBe(201);
    const { invite_code: fresh } = response.json();
    expect(fresh).toMatch(/^[\w-]{22}$/);
    expect(fresh).not.toBe(group.invite_code);
    expect((await game.joinGroup('fuera', group.invite_code)).json().error).toBe(
      'INVITE_NOT_FOUND',
    );
    const invite = await game.call(null, {
      method: 'GET',
      url: `/api/groups/invite/${group.invite_code}`,
    });
    expect(invite.statusCode).toBe(404);
    expect((await page('bea')).json().invite_code).toBe(fresh);
    expect((await game.joinGroup('fuera', fresh)).statusCode).toBe(201);
  });

  it('lets the owner remove a member by the membership’s id, who then learns nothing more', async () => {
    const bea = await memberIdOf('Jugadora bea');
    const response = await game.call('ana', {
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/${bea}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await page('bea')).json().error).toBe('NOT_A_MEMBER');
    expect((await page('ana')).json().members).toHaveLength(2);
    const again = await game.call('ana', {
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/${bea}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'MEMBER_NOT_FOUND',
      message: errors.MEMBER_NOT_FOUND.message,
    });
    // A member's id is never the player's uid.
    const byUid = await game.call('ana', {
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/carla`,
    });
    expect(byUid.json().error).toBe('MEMBER_NOT_FOUND');
  });

  it('keeps a removed member out: the code they had is refused, the others get a new one', async () => {
    const old = (await page('ana')).json().invite_code as string;
    const bea = await memberIdOf('Jugadora bea');
    await game.call('ana', { method: 'DELETE', url: `/api/groups/${group.id}/members/${bea}` });
    const rejoined = await game.joinGroup('bea', old);
    expect([rejoined.statusCode, rejoined.json().error]).toEqual([404, 'INVITE_NOT_FOUND']);
    expect((await page('bea')).json().error).toBe('NOT_A_MEMBER');
    const fresh = (await page('carla')).json().invite_code as string;
    expect(fresh).not.toBe(old);
    expect((await game.joinGroup('fuera', fresh)).statusCode).toBe(201);
  });

  it('lets the owner delete the peña for everyone', async () => {
    const response = await game.call('ana', { method: 'DELETE', url: `/api/groups/${group.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    for (const uid of ['ana', 'bea', 'carla']) {
      expect((await page(uid)).json().error).toBe('NOT_A_MEMBER');
      expect((await game.call(uid, { method: 'GET', url: '/api/groups' })).json()).toEqual({
        groups: [],
      });
    }
    expect(await game.database.db.selectFrom('group_members').select('id').execute()).toEqual([]);
  });

  it('hands the peña to the longest-standing member when the owner leaves; the last one out deletes it', async () => {
    const left = await leave('ana');
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ success: true });
    expect((await page('ana')).json().error).toBe('NOT_A_MEMBER');
    expect((await page('carla')).json()).toMatchObject({ owner: 'Jugadora bea', is_owner: false });
    expect((await page('bea')).json()).toMatchObject({ owner: 'Jugadora bea', is_owner: true });
    expect((await rename('bea', 'La nueva')).statusCode).toBe(200);
    // Rejoining puts ana at the back of the line.
    await game.joinGroup('ana', group.invite_code);
    expect((await page('ana')).json().owner).toBe('Jugadora bea');

    expect((await leave('ana')).statusCode).toBe(200);
    expect((await leave('bea')).statusCode).toBe(200);
    expect((await page('carla')).json().is_owner).toBe(true);
    expect((await leave('carla')).statusCode).toBe(200);
    expect(await game.database.db.selectFrom('groups').select('id').execute()).toEqual([]);
    expect((await leave('carla')).json().error).toBe('NOT_A_MEMBER');
  });

  it('hands the peña on while its owner is banned, and back when the ban is undone', async () => {
    const db = game.database.db;
    const setBan = (at: string | null) =>
      db.updateTable('players').set({ banned_at: at }).where('uid', '=', 'ana').execute();
    await setBan(game.clock.now().toISOString());
    expect((await page('bea')).json()).toMatchObject({ owner: 'Jugadora bea', is_owner: true });
    await setBan(null);
    expect((await page('bea')).json()).toMatchObject({ owner: 'Jugadora ana', is_owner: false });
  });
});
