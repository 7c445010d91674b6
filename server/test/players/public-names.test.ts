import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { countRows, startGame, type TestGame } from '../support/game';
import { QUOTED_INSULTS, RESERVED } from '../support/public-names';

describe.each(databaseKinds)('public names at registration on %s', (kind) => {
  let game: TestGame;
  let uid = 0;
  beforeAll(async () => {
    game = await startGame(kind);
    await game.register('pablo', 'pablo');
    await game.register('isabel', 'Isabel');
  });
  afterAll(() => game.close());

  const register = (alias: string) =>
    game.call(`jugador-${++uid}`, {
      method: 'POST',
      url: '/api/user/register',
      payload: { alias, timezone: 'Europe/Madrid', notifications: false },
    });

  it.each(QUOTED_INSULTS)('refuses "%s" as offensive, and stores nothing', async (alias) => {
    const before = await countRows(game);
    const refused = await register(alias);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'OFFENSIVE_ALIAS',
      message: errors.OFFENSIVE_ALIAS.message,
    });
    expect(await countRows(game)).toEqual(before);
  });

  it.each(RESERVED)('refuses "%s" as reserved', async (alias) => {
    const refused = await register(alias);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'RESERVED_ALIAS',
      message: errors.RESERVED_ALIAS.message,
    });
  });

  it('takes "pabIo" (a capital i) for "pablo", and "isabel" for "Isabel"', async () => {
    expect((await register('pabIo')).json().error).toBe('ALIAS_TAKEN');
    expect((await register('PABIO')).json().error).toBe('ALIAS_TAKEN');
    expect((await register('isabel')).json().error).toBe('ALIAS_TAKEN');
    expect((await register('ISABEL')).json().error).toBe('ALIAS_TAKEN');
  });

  it('lets "pabio" (small i, another name) register beside "pablo"', async () => {
    expect((await register('pabio')).statusCode).toBe(201);
  });
});
