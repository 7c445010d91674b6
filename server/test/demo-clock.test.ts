import { addDays } from '@words/contract/day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGame, type TestGame } from './support/game';

// Regression: with DEMO_CLOCK_OFFSET_DAYS the token check ran on the shifted clock too, so every
// real token looked expired and demo players were logged out after the restart.
describe('the demo clock offset', () => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame('sqlite', { env: { DEMO_CLOCK_OFFSET_DAYS: '7' } });
  });
  afterAll(() => game.close());

  it('moves the game a week ahead but checks tokens against real time', async () => {
    await game.register('ana', 'Ana');
    const today = await game.call('ana', { method: 'GET', url: '/api/play/word-of-the-day' });
    expect(today.statusCode).toBe(200);
    expect(today.json().date).toBe(addDays(game.clock.today(), 7));
  });
});
