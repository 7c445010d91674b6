import { limits } from '@words/contract/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { answerAs, MONDAY_NOON, startGame, type TestGame } from '../support/game';

interface Seen {
  players: number;
  topAnswers: { answer: string; count: number }[];
}

const crowdOf = async (game: TestGame, uid: string): Promise<Seen> =>
  (await game.call(uid, { method: 'GET', url: '/api/play/word-of-the-day' })).json().crowd;
const pastDayOf = async (game: TestGame, uid: string, date: string): Promise<Seen> =>
  (await game.call(uid, { method: 'GET', url: `/api/play/day/${date}` })).json();
const answersIn = (seen: Seen) => seen.topAnswers.map((a) => a.answer);

// Issue 25: «puta» for «mar», given by one player, was shown to every later player.
describe.each(databaseKinds)('an answer one player gave, on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
    await answerAs(game, { troll: 'cerdo', ana: 'olas', bea: 'olas', carla: 'playa' });
  });
  afterEach(() => game.close());

  it(`never reaches another player's crowd until ${limits.crowdMinPlayers} players gave it, while the counts keep everyone`, async () => {
    expect(await crowdOf(game, 'ana')).toEqual({
      players: 4,
      sameAnswer: 2,
      topAnswers: [{ answer: 'olas', count: 2 }],
    });
    await answerAs(game, { dani: 'cerdo' });
    expect(answersIn(await crowdOf(game, 'ana'))).toEqual(['cerdo', 'olas']);
  });

  it('is always shown to its own author, after the answers others gave too', async () => {
    expect(await crowdOf(game, 'troll')).toEqual({
      players: 4,
      sameAnswer: 1,
      topAnswers: [
        { answer: 'olas', count: 2 },
        { answer: 'cerdo', count: 1 },
      ],
    });
  });

  it("never reaches another player's page of the day, and is on its author's", async () => {
    const monday = game.clock.today();
    await game.register('ausente', 'Ausente');
    game.clock.advanceDays(1);
    for (const uid of ['ana', 'carla', 'ausente']) {
      const day = await pastDayOf(game, uid, monday);
      expect(day.players, uid).toBe(4);
      expect(answersIn(day), uid).not.toContain('cerdo');
    }
    expect(answersIn(await pastDayOf(game, 'ana', monday))).toEqual(['olas']);
    expect(answersIn(await pastDayOf(game, 'carla', monday))).toEqual(['olas', 'playa']);
    expect((await pastDayOf(game, 'troll', monday)).topAnswers).toEqual([
      { answer: 'olas', count: 2 },
      { answer: 'cerdo', count: 1 },
    ]);
  });

  it('shows the answer filed in the submit response only to its author', async () => {
    await game.register('eva', 'Eva');
    const filed = await game.submit('eva', 'arena');
    expect(filed.json().crowd.topAnswers).toEqual([
      { answer: 'olas', count: 2 },
      { answer: 'arena', count: 1 },
    ]);
  });
});
