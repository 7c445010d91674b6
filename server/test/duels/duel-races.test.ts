import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { challenge, duelAs, duelOf, joinDuel, playDay, say } from '../support/duels';
import { startGame, type TestGame } from '../support/game';

/**
 * A duel's writers lock the player's row, then the duel's (SELECT … FOR UPDATE on PostgreSQL;
 * SQLite's one writer), and the keys hold one word per player and round.
 */
describe.each(databaseKinds)('Mente gemela under simultaneous calls on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carla']) await game.register(uid, `Jugadora ${uid}`);
  });
  afterEach(() => game.close());

  const wordsOf = (id: string) =>
    game.database.db
      .selectFrom('duel_rounds')
      .select(['round', 'seat', 'word'])
      .where('duel_id', '=', id)
      .orderBy('seat')
      .execute();

  it('reveals a round both players answer at the same moment, exactly once', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    const [a, b] = await Promise.all([
      say(game, 'ana', id, 'vapor'),
      say(game, 'bea', id, 'vapor'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().revealed, b.json().revealed].sort()).toEqual([false, true]);
    expect(await duelAs(game, 'ana', id)).toMatchObject({ state: 'match', matched_in: 2 });
  });

  it('files one word when a player sends two at once', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    const both = await Promise.all([say(game, 'ana', id, 'vapor'), say(game, 'ana', id, 'sal')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await wordsOf(id)).toHaveLength(1);
  });

  it('gives a link to one of two friends taking it at once', async () => {
    const { id, invite_code } = await challenge(game, 'ana');
    const both = await Promise.all([
      joinDuel(game, 'bea', invite_code),
      joinDuel(game, 'carla', invite_code),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error).toBe('DUEL_FULL');
    const row = await game.database.db
      .selectFrom('duels')
      .select('friend_uid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(['bea', 'carla']).toContain(row.friend_uid);
  });

  it('ends a duel whose player deletes their account while the other answers', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    await say(game, 'bea', id, 'calor');
    const [answered, deleted] = await Promise.all([
      say(game, 'ana', id, 'vapor'),
      game.call('bea', { method: 'DELETE', url: '/api/user' }),
    ]);
    expect(deleted.statusCode).toBe(204);
    expect([201, 409]).toContain(answered.statusCode);
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'abandoned',
      partner: null,
      current: null,
      your_turn: false,
    });
    // Bea's words went with her; Ana's stay hers.
    expect((await wordsOf(id)).every((w) => w.seat === 1)).toBe(true);
    expect((await say(game, 'ana', id, 'sal')).json().error).toBe('DUEL_OVER');
  });
});
