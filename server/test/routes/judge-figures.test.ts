import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)("a judge's figures on %s", (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['juez', 'otro', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']) {
      await game.register(uid);
    }
  });
  afterEach(() => game.close());

  const stats = (uid: string) => game.call(uid, { method: 'GET', url: '/api/user/stats' });
  const answerOf = (uid: string) => game.answerOf(uid);

  it('start at nothing, beside the player figures in the same answer', async () => {
    const response = await stats('juez');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      judge: {
        votes: 0,
        votesThisPeriod: 0,
        agreement: null,
        correction: null,
        correctionAfter: 10,
        counts: true,
        notCountedYet: null,
      },
      player: {
        daysPlayed: 0,
        currentStreak: 0,
        bestStreak: 0,
        comodines: 0,
        savedDays: [],
        meanScore: null,
        bestAnswer: null,
      },
    });
  });

  it('count the votes and measure agreement once 5 votes are shared with other judges', async () => {
    const words = ['ola', 'playa', 'arena', 'barco', 'pez', 'sal'];
    for (const [i, word] of words.entries()) await game.submit(`p${i + 1}`, word);
    // Today's answers are judged by those who played today.
    for (const judge of ['otro', 'juez']) await game.play(judge);
    // otro gives 6 everywhere; juez 2 points above on four answers and 2 below on one.
    for (let i = 1; i <= 5; i++) await game.vote('otro', await answerOf(`p${i}`), 6);
    await game.vote('juez', await answerOf('p6'), 10); // rated by nobody else
    for (let i = 1; i <= 4; i++) await game.vote('juez', await answerOf(`p${i}`), 8);
    expect((await stats('juez')).json().judge).toEqual({
      votes: 5,
      votesThisPeriod: 5,
      agreement: null,
      correction: null,
      correctionAfter: 10,
      counts: true,
      notCountedYet: null,
    });
    await game.vote('juez', await answerOf('p5'), 4.5);
    // |8 - 6| × 4 and |4.5 - 6|: 9.5 / 5.
    expect((await stats('juez')).json().judge).toEqual({
      votes: 6,
      votesThisPeriod: 6,
      agreement: 1.9,
      correction: null,
      correctionAfter: 10,
      counts: true,
      notCountedYet: null,
    });
    expect((await stats('otro')).json().judge).toEqual({
      votes: 5,
      votesThisPeriod: 5,
      agreement: 1.9,
      correction: null,
      correctionAfter: 10,
      counts: true,
      notCountedYet: null,
    });
  });

  it("count this period apart: last week's answers judged after it ended count for last week", async () => {
    await game.submit('p1', 'ola'); // Monday 2026-11-16
    await game.play('juez');
    await game.vote('juez', await answerOf('p1'), 7);
    game.clock.set('2026-11-24T10:00:00.000Z'); // the next week; last week's are still judged
    await game.submit('p2', 'playa');
    await game.submit('p3', 'arena');
    await game.play('juez');
    await game.vote('juez', await answerOf('p2'), 7);
    expect((await stats('juez')).json().judge).toMatchObject({ votes: 2, votesThisPeriod: 1 });
  });

  it('are for registered players only', async () => {
    expect((await stats('nadie')).json().error).toBe('NOT_REGISTERED');
    expect((await game.call(null, { method: 'GET', url: '/api/user/stats' })).statusCode).toBe(401);
  });
});
