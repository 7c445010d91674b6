import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { duelAs, duelOf, playDay, refusal, say, sayCounts } from '../support/duels';
import { startGame, type TestGame } from '../support/game';

// Issue 60, point 1 (decision 0072): a friend who is late pauses the duel, never loses it.
describe.each(databaseKinds)('a duel that waits on a late friend on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    // Monday 16 November 2026 at noon UTC; both register from Madrid (UTC+1).
    game = await startGame(kind);
    await game.register('ana', 'Ana');
    await game.register('bea', 'Bea');
  });
  afterEach(() => game.close());

  const listOf = async (uid: string) =>
    (await game.call(uid, { method: 'GET', url: '/api/duels' })).json();

  /** A duel of Ana and Bea whose first round is revealed, and Ana's word of the second given. */
  async function waitingOnBea() {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    expect((await say(game, 'ana', id, 'vapor')).statusCode).toBe(201);
    return id;
  }

  it('is paused on both sides after two days unanswered, kept in the list, and goes on when she answers', async () => {
    const id = await waitingOnBea();
    const monday = game.clock.today();
    game.clock.advanceDays(2);
    // «¡Cuenta!» still goes on the revealed round (first thing in the day: the word lists reload).
    expect((await sayCounts(game, 'ana', id, 1)).json()).toEqual({ round: 1, matched: false });
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'paused',
      your_turn: false,
      current: { round: 2, yours: 'vapor', theirs_answered: false },
    });
    expect(await duelAs(game, 'bea', id)).toMatchObject({
      state: 'paused',
      your_turn: true,
      current: { round: 2, between: ['fuego', 'agua'], yours: null },
    });
    // Older than yesterday, and still in 'Mis retos' on both sides.
    for (const uid of ['ana', 'bea']) {
      expect((await listOf(uid)).duels).toEqual([
        expect.objectContaining({ id, date: monday, state: 'paused' }),
      ]);
    }

    game.clock.advanceDays(3);
    expect((await say(game, 'bea', id, 'calor')).json()).toMatchObject({
      round: 2,
      revealed: true,
    });
    // Answering goes on with the next round, which waits afresh.
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'playing',
      your_turn: true,
      current: { round: 3, between: ['vapor', 'calor'], yours: null },
    });
    await say(game, 'ana', id, 'sol');
    await say(game, 'bea', id, 'sol');
    expect(await duelAs(game, 'bea', id)).toMatchObject({ state: 'match', matched_in: 3 });
  });

  it("waits a whole day of the late player's own time zone, the one her reminders keep", async () => {
    const id = await waitingOnBea();
    // Ana's word came on Monday at noon UTC: 13:00 in Madrid, the end of Tuesday there is 23:00 UTC.
    game.clock.set('2026-11-17T22:59:59.000Z');
    expect((await duelAs(game, 'ana', id)).state).toBe('playing');
    game.clock.set('2026-11-17T23:00:00.000Z');
    expect((await duelAs(game, 'ana', id)).state).toBe('paused');

    // In Mexico City (UTC-6) it was 06:00 on Monday: the end of Tuesday there is 06:00 UTC.
    const settings = { enabled: false, hour: 20, timezone: 'America/Mexico_City' };
    await game.call('bea', { method: 'PUT', url: '/api/user/reminders', payload: settings });
    expect((await duelAs(game, 'ana', id)).state).toBe('playing');
    game.clock.set('2026-11-18T05:59:59.000Z');
    expect((await duelAs(game, 'bea', id)).state).toBe('playing');
    game.clock.set('2026-11-18T06:00:00.000Z');
    expect((await duelAs(game, 'bea', id)).state).toBe('paused');
  });

  it('lets a friend who missed the day give the first word in the duel once the day is over', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua' });
    // On its day the first word is the day's answer, given on /play.
    expect((await say(game, 'bea', id, 'fuego')).json()).toEqual(refusal('NOT_YOUR_TURN'));
    game.clock.advanceDays(3);
    expect(await duelAs(game, 'bea', id)).toMatchObject({
      state: 'paused',
      your_turn: true,
      current: { round: 1, between: null, yours: null },
    });
    // Ana gave hers on /play; Bea's follows the answer's rules, against the duel's word.
    expect((await say(game, 'ana', id, 'tierra')).json()).toEqual(refusal('NOT_YOUR_TURN'));
    expect((await say(game, 'bea', id, 'qwzrt')).json()).toEqual(refusal('NOT_IN_DICTIONARY'));
    expect((await say(game, 'bea', id, 'Fuego')).json()).toEqual({
      round: 1,
      word: 'fuego',
      revealed: true,
    });
    expect(await duelAs(game, 'ana', id)).toMatchObject({
      state: 'playing',
      rounds: [{ round: 1, yours: 'agua', theirs: 'fuego' }],
      current: { round: 2, between: ['agua', 'fuego'] },
    });
  });

  it("keeps the pair's streak over the day of a paused duel, a grace day, and counts it once finished", async () => {
    const match = async () => {
      const id = await duelOf(game, 'ana', 'bea');
      await playDay(game, { ana: 'luz', bea: 'luz' });
      return id;
    };
    await match();
    game.clock.advanceDays(1);
    const paused = await waitingOnBea();
    const pausedDay = game.clock.today();
    game.clock.advanceDays(1);
    expect(await duelAs(game, 'ana', paused)).toMatchObject({
      pair_streak: 1,
      pair_streak_saved: [pausedDay],
    });
    const today = await match();
    expect(await duelAs(game, 'bea', today)).toMatchObject({
      pair_streak: 2,
      pair_streak_saved: [pausedDay],
    });
    game.clock.advanceDays(1);
    expect((await duelAs(game, 'bea', paused)).state).toBe('paused');
    expect((await listOf('ana')).pair_streaks).toEqual([{ partner: 'Bea', streak: 2 }]);
    // Bea answers the paused duel: its day is one both played their part on.
    await say(game, 'bea', paused, 'vapor');
    expect(await duelAs(game, 'ana', paused)).toMatchObject({
      state: 'match',
      pair_streak: 3,
      pair_streak_saved: [],
    });
  });

  it('saves one grace day only: a paused duel and a missed day after it end the streak', async () => {
    const first = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'luz', bea: 'luz' });
    game.clock.advanceDays(1);
    const paused = await waitingOnBea();
    game.clock.advanceDays(1);
    expect((await listOf('bea')).pair_streaks).toEqual([{ partner: 'Ana', streak: 1 }]);
    game.clock.advanceDays(1);
    expect(await duelAs(game, 'ana', paused)).toMatchObject({
      state: 'paused',
      pair_streak: 0,
      pair_streak_saved: [],
    });
    expect((await listOf('bea')).pair_streaks).toEqual([]);
    expect((await duelAs(game, 'ana', first)).state).toBe('match');
  });
});
