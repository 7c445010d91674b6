import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * Once a week is ranked, what was handed out before it ended can no longer be acted on, and goes;
 * what was handed out since, of the next week's answers, stays; so do records of answers whose
 * author deleted the account, until that ranking (decision 0053).
 */
describe.each(databaseKinds)('the ranking of a week on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const handedOut = async () =>
    (await game.database.db.selectFrom('served_answers').select('answer_id').execute())
      .map((row) => row.answer_id)
      .sort();

  it('forgets what was handed out before the week ended, and only that', async () => {
    // Monday 2026-11-16: ana's and carla's answers are handed to juez.
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carla', 'juez']) await game.register(uid);
    for (const uid of ['ana', 'carla', 'juez']) await game.play(uid);
    const ana = await game.answerOf('ana');
    const carla = await game.answerOf('carla');
    await game.serve('juez', ana);
    await game.serve('juez', carla);
    // carla leaves: her answer goes, what was handed out of it stays until the ranking.
    expect((await game.call('carla', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    // The next Monday, the week's first day: bea's answer of the new week is handed to juez.
    game.clock.advanceDays(7);
    for (const uid of ['bea', 'juez']) await game.play(uid);
    const bea = await game.answerOf('bea');
    await game.serve('juez', bea);
    expect(await handedOut()).toEqual([ana, carla, bea].sort());

    // Wednesday: the two days of judging after the week are over, and a look at the rankings
    // ranks it.
    game.clock.advanceDays(2);
    expect((await game.call('ana', { method: 'GET', url: '/api/rankings' })).statusCode).toBe(200);
    const ranked = await game.database.db
      .selectFrom('closed_periods')
      .select('period_start')
      .execute();
    expect(ranked).toEqual([{ period_start: '2026-11-16' }]);
    expect(await handedOut()).toEqual([bea]);
  });
});
