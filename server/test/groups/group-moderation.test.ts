import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGroupModeration, type GroupModeration } from '../../src/groups/group-moderation';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** `npm run moderate groups | group-rename | group-delete`, on the service the command runs. */
describe.each(databaseKinds)('operators and peñas on %s', (kind) => {
  let game: TestGame;
  let operators: GroupModeration;
  let group: { id: string; invite_code: string };
  beforeEach(async () => {
    game = await startGame(kind);
    operators = createGroupModeration({ db: game.database.db, clock: game.clock });
    await game.register('ana', 'Ana');
    await game.register('bea', 'Bea');
    group = await game.createGroup('ana', 'Los del barrio');
    await game.joinGroup('bea', group.invite_code);
  });
  afterEach(() => game.close());

  const log = () =>
    game.database.db
      .selectFrom('moderation_actions')
      .select(['operator', 'action', 'target', 'detail'])
      .orderBy('acted_at')
      .execute();

  it('lists the peñas with their members and their own judging', async () => {
    const madeAt = game.clock.now().toISOString();
    await game.play('ana');
    await game.play('bea');
    await game.penaVote('bea', group.id, await game.answerOf('ana'), 6);
    await game.penaVote('ana', group.id, await game.answerOf('bea'), 8);
    expect(await operators.list()).toEqual([
      {
        id: group.id,
        name: 'Los del barrio',
        members: 2,
        created_at: madeAt,
        pena_votes: 2,
        judges: 2,
      },
    ]);
  });

  it('renames a peña with the players’ name checks, and records who did it', async () => {
    await expect(operators.rename(group.id, 'Concha tu madre', 'marta')).rejects.toThrow(
      errors.OFFENSIVE_GROUP_NAME.message,
    );
    await expect(operators.rename(group.id, 'Administrador', 'marta')).rejects.toThrow(
      errors.RESERVED_GROUP_NAME.message,
    );
    await expect(operators.rename(group.id, 'x', 'marta')).rejects.toThrow(
      errors.INVALID_GROUP_NAME.message,
    );
    await expect(operators.rename(group.id, 'Los de la plaza', ' ')).rejects.toThrow('--by');
    await expect(operators.rename('no-existe', 'Los de la plaza', 'marta')).rejects.toThrow(
      'no peña no-existe',
    );
    expect(await log()).toEqual([]);
    expect(await operators.rename(group.id, 'Los de la plaza', 'marta')).toEqual({
      before: 'Los del barrio',
      after: 'Los de la plaza',
    });
    const page = await game.call('bea', { method: 'GET', url: `/api/groups/${group.id}` });
    expect(page.json().name).toBe('Los de la plaza');
    expect(await log()).toEqual([
      {
        operator: 'marta',
        action: 'group-rename',
        target: group.id,
        detail: '"Los del barrio" → "Los de la plaza"',
      },
    ]);
  });

  it('deletes a peña and its memberships, and records who did it', async () => {
    expect(await operators.delete(group.id, 'marta')).toEqual({ name: 'Los del barrio' });
    const page = await game.call('ana', { method: 'GET', url: `/api/groups/${group.id}` });
    expect(page.json().error).toBe('NOT_A_MEMBER');
    expect(await game.database.db.selectFrom('group_members').select('id').execute()).toEqual([]);
    expect(await log()).toEqual([
      { operator: 'marta', action: 'group-delete', target: group.id, detail: '"Los del barrio"' },
    ]);
    await expect(operators.delete(group.id, 'marta')).rejects.toThrow(`no peña ${group.id}`);
  });
});
