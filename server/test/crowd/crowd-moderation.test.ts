import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration, type Moderation } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { answerAs, MONDAY_NOON, startGame, type TestGame } from '../support/game';

const crowdSeenBy = async (game: TestGame, uid: string) =>
  (
    (await game.call(uid, { method: 'GET', url: '/api/play/word-of-the-day' })).json() as {
      crowd: { players: number; topAnswers: { answer: string; count: number }[] };
    }
  ).crowd;

describe.each(databaseKinds)('the crowd under moderation and deletion on %s', (kind) => {
  let game: TestGame;
  let moderation: Moderation;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON, env: { REPORTS_TO_HIDE: '1' } });
    moderation = createModeration({ db: game.database.db, clock: game.clock });
    await answerAs(game, {
      ana: 'olas',
      bea: 'olas',
      carla: 'playa',
      carmen: 'playa',
      dani: 'arena',
      diana: 'arena',
    });
  });
  afterEach(() => game.close());

  it('shows no hidden answer among the most common ones, and shows it again once restored', async () => {
    // Hidden by an operator: reports alone only hold an answer for them (issue 46, point 2).
    const reported = await game.answerOf('dani');
    await moderation.hide(reported, 'marta');
    // Its player still played: the day's count keeps them. One player's «arena» is shown to nobody else.
    expect(await crowdSeenBy(game, 'ana')).toEqual({
      players: 6,
      sameAnswer: 2,
      topAnswers: [
        { answer: 'olas', count: 2 },
        { answer: 'playa', count: 2 },
      ],
    });

    // The operators' log orders by time.
    game.clock.set(new Date(game.clock.now().getTime() + 1000).toISOString());
    await moderation.restore(reported, 'marta');
    expect((await crowdSeenBy(game, 'ana')).topAnswers).toContainEqual({
      answer: 'arena',
      count: 2,
    });
  });

  it('takes a banned player’s answers out of the most common ones, and back on unban', async () => {
    await moderation.ban('carla', 'marta');
    expect((await crowdSeenBy(game, 'ana')).topAnswers).toEqual([
      { answer: 'arena', count: 2 },
      { answer: 'olas', count: 2 },
    ]);
    await moderation.unban('carla', 'marta');
    expect((await crowdSeenBy(game, 'ana')).topAnswers).toEqual([
      { answer: 'arena', count: 2 },
      { answer: 'olas', count: 2 },
      { answer: 'playa', count: 2 },
    ]);
  });

  it('forgets a deleted player in the day’s count and in their answer’s', async () => {
    expect((await game.call('bea', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    expect(await crowdSeenBy(game, 'ana')).toEqual({
      players: 5,
      sameAnswer: 1,
      // Her own answer, now hers alone, after those others gave too.
      topAnswers: [
        { answer: 'arena', count: 2 },
        { answer: 'playa', count: 2 },
        { answer: 'olas', count: 1 },
      ],
    });
  });
});
