import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { challenge, duelAs, duelOf, joinDuel, playDay, say } from '../support/duels';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)("a player's duels and their own data on %s", (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const [uid, alias] of [
      ['ana', 'Ana'],
      ['bea', 'Bea'],
    ]) {
      await game.register(uid!, alias);
    }
  });
  afterEach(() => game.close());

  it('lists the duels in the data download, with the player’s own words and «Te toca» only', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    await say(game, 'ana', id, 'vapor');
    await game.call('ana', { method: 'POST', url: `/api/duels/${id}/nudge` });
    await say(game, 'bea', id, 'calor');
    const exported = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(exported.json().duels).toEqual([
      {
        date: game.clock.today(),
        partner: 'Bea',
        state: 'playing',
        words: ['vapor'],
        nudged_on: [game.clock.today()],
      },
    ]);
    const beas = await game.call('bea', { method: 'GET', url: '/api/user/export' });
    expect(beas.json().duels).toEqual([expect.objectContaining({ nudged_on: [] })]);
  });

  it('ends every duel of a deleted account and keeps none of its words', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    const waiting = await challenge(game, 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    await say(game, 'bea', id, 'calor');
    // Her «Te toca» goes with her too.
    expect(
      (await game.call('bea', { method: 'POST', url: `/api/duels/${id}/nudge` })).statusCode,
    ).toBe(201);
    expect((await game.call('bea', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    expect(await duelAs(game, 'ana', id)).toMatchObject({ state: 'abandoned', partner: null });
    const rows = await game.database.db.selectFrom('duel_rounds').selectAll().execute();
    expect(rows).toEqual([]);
    expect(await game.database.db.selectFrom('duel_nudges').selectAll().execute()).toEqual([]);
    // Her link went with her, with nobody left in its duel.
    expect((await joinDuel(game, 'ana', waiting.invite_code)).json().error).toBe('DUEL_NOT_FOUND');
    const exported = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(exported.json().duels).toEqual([
      { date: game.clock.today(), partner: null, state: 'abandoned', words: [], nudged_on: [] },
    ]);
  });
});
