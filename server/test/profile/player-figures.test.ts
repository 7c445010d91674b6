import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONDAY_NOON, startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';
import { createModeration } from '../../src/moderation/moderation';
import { wordPool } from '../../src/words/pool';

const stats = async (game: TestGame, uid: string) => {
  const response = await game.call(uid, { method: 'GET', url: '/api/user/stats' });
  expect(response.statusCode).toBe(200);
  return response.json().player;
};

describe.each(databaseKinds)('a player’s figures on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
    await game.register('ana', 'Ana');
  });
  afterEach(() => game.close());

  /** Ana's answer of `day`. */
  const answerOf = async (day: string) =>
    (
      await game.database.db
        .selectFrom('answers')
        .select('id')
        .where('player_uid', '=', 'ana')
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).id;

  /** Ana answers on each day of `pattern` ('x' played, '.' missed), from Monday on. */
  async function playDays(pattern: string) {
    for (const [i, day] of [...pattern].entries()) {
      if (i > 0) game.clock.advanceDays(1);
      if (day === 'x') expect((await game.submit('ana', 'olas')).statusCode).toBe(201);
    }
  }

  it('starts at nothing', async () => {
    expect(await stats(game, 'ana')).toEqual({
      daysPlayed: 0,
      currentStreak: 0,
      bestStreak: 0,
      comodines: 0,
      savedDays: [],
      meanScore: null,
      bestAnswer: null,
    });
  });

  it('breaks the streak at a missed day and keeps the best one', async () => {
    await playDays('xxx.xx');
    expect(await stats(game, 'ana')).toMatchObject({
      daysPlayed: 5,
      currentStreak: 2,
      bestStreak: 3,
    });
  });

  it('keeps the streak alive until the end of the day after the last answer', async () => {
    await playDays('xx');
    // Tuesday was the last answer: all of Wednesday, up to its last millisecond, it still counts.
    game.clock.set('2026-11-18T23:59:59.999Z');
    expect(await stats(game, 'ana')).toMatchObject({ currentStreak: 2, bestStreak: 2 });
    game.clock.set('2026-11-19T00:00:00.000Z');
    expect(await stats(game, 'ana')).toMatchObject({ currentStreak: 0, bestStreak: 2 });
  });

  it('keeps the streak over a missed day with a comodín earned by 7 days in a row, and spends it', async () => {
    // Monday 16 to Sunday 22 played: a comodín. Monday 23 missed: spent. Tuesday 24 played.
    await playDays('xxxxxxx.x');
    expect(await stats(game, 'ana')).toMatchObject({
      daysPlayed: 8,
      currentStreak: 8,
      bestStreak: 8,
      comodines: 0,
      savedDays: ['2026-11-23'],
    });
    // Without a comodín left, the next missed day (Wednesday 25) ends the streak.
    game.clock.advanceDays(2);
    expect(await stats(game, 'ana')).toMatchObject({ currentStreak: 0, bestStreak: 8 });
  });

  it('gives the mean score of the scored answers and the best one', async () => {
    await game.register('juez1', 'Juez Uno');
    await game.register('juez2', 'Juez Dos');
    await playDays('xxx');
    // Monday 8 and 9 (8.50), Tuesday 6 (6.00), Wednesday has no votes.
    await game.vote('juez1', await answerOf('2026-11-16'), 8);
    await game.vote('juez2', await answerOf('2026-11-16'), 9);
    await game.vote('juez1', await answerOf('2026-11-17'), 6);
    expect(await stats(game, 'ana')).toEqual({
      daysPlayed: 3,
      currentStreak: 3,
      bestStreak: 3,
      comodines: 0,
      savedDays: [],
      meanScore: 7.25,
      bestAnswer: { date: '2026-11-16', word: wordPool[0], answer: 'olas', score: 8.5 },
    });
  });

  it('leaves a hidden answer out of the mean score and the best answer', async () => {
    await game.register('juez1', 'Juez Uno');
    await game.register('juez2', 'Juez Dos');
    await playDays('xx');
    const monday = await answerOf('2026-11-16');
    const tuesday = await answerOf('2026-11-17');
    game.clock.advanceDays(1);
    // Monday 4, Tuesday 9 and 8: Tuesday's answer is the best until an operator hides it.
    await game.vote('juez1', monday, 4);
    await game.vote('juez1', tuesday, 9);
    await game.vote('juez2', tuesday, 8);
    expect(await stats(game, 'ana')).toMatchObject({ meanScore: 6.25 });
    await createModeration({ db: game.database.db, clock: game.clock }).hide(tuesday, 'marta');
    expect(await stats(game, 'ana')).toEqual({
      daysPlayed: 2,
      currentStreak: 2,
      bestStreak: 2,
      comodines: 0,
      savedDays: [],
      meanScore: 4,
      bestAnswer: { date: '2026-11-16', word: wordPool[0], answer: 'olas', score: 4 },
    });
  });

  it('is for registered players only', async () => {
    const response = await game.call('sin-registro', { method: 'GET', url: '/api/user/stats' });
    expect(response.statusCode).toBe(403);
  });
});
