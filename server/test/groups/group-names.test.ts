import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import {
  MUST_PASS,
  PADDED_INSULTS,
  QUOTED_INSULTS,
  RESERVED,
  STAFF_LOOKING,
} from '../support/public-names';

/** Issue 25's names at a peña's making: the same check as aliases and renames (decision 0042). */
describe.each(databaseKinds)("a peña's name on %s", (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    // Room for every name that must pass: one player makes them all.
    game = await startGame(kind, { env: { GROUP_MAX_PER_PLAYER: String(MUST_PASS.length) } });
    await game.register('ana', 'Ana');
  });
  afterAll(() => game.close());

  const create = (name: string) =>
    game.call('ana', { method: 'POST', url: '/api/groups', payload: { name } });
  const groups = async () =>
    (await game.database.db.selectFrom('groups').select('id').execute()).length;

  it.each([...QUOTED_INSULTS, ...PADDED_INSULTS.filter((name) => name.length >= 3)])(
    'refuses "%s" as offensive, storing nothing',
    async (name) => {
      const before = await groups();
      const refused = await create(name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'OFFENSIVE_GROUP_NAME',
        message: errors.OFFENSIVE_GROUP_NAME.message,
      });
      expect(await groups()).toBe(before);
    },
  );

  it.each([...RESERVED, ...STAFF_LOOKING.filter((name) => name.length >= 3)])(
    'refuses "%s" as reserved',
    async (name) => {
      const refused = await create(name);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'RESERVED_GROUP_NAME',
        message: errors.RESERVED_GROUP_NAME.message,
      });
    },
  );

  it('lets every name that must pass make a peña', async () => {
    const refused: string[] = [];
    for (const name of MUST_PASS) {
      if ((await create(name)).statusCode !== 201) refused.push(name);
    }
    expect(refused).toEqual([]);
  });
});
