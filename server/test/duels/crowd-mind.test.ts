import { ruleDefaults } from '@words/contract/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { againstCrowd, crowdDuelOf, duelRounds } from '../support/crowd-mind';
import { databaseKinds } from '../support/databases';
import { duelAs, playDay, refusal, say } from '../support/duels';
import { startGame, type TestGame } from '../support/game';

const PLAYERS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'sola', 'otra'];

describe.each(databaseKinds)('La mente del público on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of PLAYERS) await game.register(uid, `Jugador ${uid}`);
  });
  afterEach(() => game.close());

  /** Yesterday, three pairs met «lago» and «sal» and joined them, two of them further. */
  async function yesterdaysDuels() {
    await duelRounds(
      game,
      ['p1', 'p2'],
      ['lago', 'sal'],
      [
        ['agua', 'playa'],
        ['arena', 'arena'],
      ],
    );
    await duelRounds(game, ['p3', 'p4'], ['lago', 'sal'], [['agua', 'ola']]);
    await duelRounds(
      game,
      ['p5', 'p6'],
      ['sal', 'lago'],
      [
        ['agua', 'playa'],
        ['arena', 'toalla'],
      ],
    );
    game.clock.advanceDays(1);
  }

  it('plays round after round the words most players gave, and ends when nobody joined the two', async () => {
    await yesterdaysDuels();
    // Today, «sales» is the most common answer, a form of the player's own: the crowd says «lago».
    await playDay(game, { p1: 'sales', p2: 'sales', p3: 'sales', p7: 'sales', p4: 'lago' });
    await playDay(game, { p5: 'lago', p6: 'lago', sola: 'sal' });
    const id = await crowdDuelOf(game, 'sola');
    expect(await duelAs(game, 'sola', id)).toMatchObject({
      crowd: true,
      partner: null,
      state: 'playing',
      your_turn: true,
      rounds: [{ round: 1, yours: 'sal', theirs: 'lago' }],
      // agua: p1, p3, p5; playa, only p2 and p6, is never the crowd's.
      current: { round: 2, between: ['sal', 'lago'], yours: null, theirs_answered: true },
      pair_streak: 0,
    });

    expect((await say(game, 'sola', id, 'playa')).json()).toEqual({
      round: 2,
      word: 'playa',
      revealed: true,
    });
    expect((await duelAs(game, 'sola', id)).rounds[1]).toMatchObject({
      yours: 'playa',
      theirs: 'agua',
    });
    // «arena» joined «agua» and «playa» for p1, p2 and p5; «toalla» for p6 alone.
    await say(game, 'sola', id, 'toalla');
    const ended = await duelAs(game, 'sola', id);
    expect(ended).toMatchObject({
      state: 'nobody_joined',
      your_turn: false,
      current: null,
      matched_in: null,
      round: 3,
      rounds: [
        { yours: 'sal', theirs: 'lago' },
        { yours: 'playa', theirs: 'agua' },
        { yours: 'toalla', theirs: 'arena' },
      ],
    });
    expect((await say(game, 'sola', id, 'sombrilla')).json()).toEqual(refusal('DUEL_OVER'));
    // Again the same day: the same duel, not a new one.
    const again = await againstCrowd(game, 'sola');
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    expect((await game.call('sola', { method: 'GET', url: '/api/duels' })).json()).toMatchObject({
      duels: [{ id, crowd: true, partner: null, state: 'nobody_joined' }],
      pair_streaks: [],
    });
  });

  it('meets the player who says what most said, and is nobody else’s to join', async () => {
    await yesterdaysDuels();
    await playDay(game, { p1: 'lago', p2: 'lago', p3: 'lago', sola: 'sal' });
    const id = await crowdDuelOf(game, 'sola');
    await say(game, 'sola', id, 'agua');
    expect(await duelAs(game, 'sola', id)).toMatchObject({
      state: 'match',
      matched_in: 2,
      pair_streak: 0,
    });
    const code = (await duelAs(game, 'sola', id)).invite_code;
    expect(code).toBeNull();
    const stranger = await game.call('otra', { method: 'GET', url: `/api/duels/${id}` });
    expect([stranger.statusCode, stranger.json()]).toEqual([404, refusal('DUEL_NOT_FOUND')]);
  });

  it('never shows a word fewer than 3 players gave, each counted once, nor a deleted one', async () => {
    // «playa» joins «lago» and «sal» for p1 and p3, p1 twice: two players.
    await duelRounds(game, ['p1', 'p2'], ['lago', 'sal'], [['playa', 'ola']]);
    await duelRounds(game, ['p3', 'p4'], ['lago', 'sal'], [['playa', 'nube']]);
    game.clock.advanceDays(1);
    await duelRounds(game, ['p1', 'p5'], ['lago', 'sal'], [['playa', 'barco']]);
    await playDay(game, { p2: 'lago', p3: 'lago', p4: 'lago', sola: 'sal' });
    const first = await crowdDuelOf(game, 'sola');
    expect(await duelAs(game, 'sola', first)).toMatchObject({
      state: 'nobody_joined',
      current: null,
      rounds: [{ round: 1, yours: 'sal', theirs: 'lago' }],
    });

    // A third player: «playa» is the crowd's, until that player's account goes.
    game.clock.advanceDays(1);
    await duelRounds(game, ['p6', 'p7'], ['sal', 'lago'], [['playa', 'lluvia']]);
    await playDay(game, { p1: 'lago', p2: 'lago', p3: 'lago', otra: 'sal', sola: 'sal' });
    const second = await crowdDuelOf(game, 'otra');
    expect((await duelAs(game, 'otra', second)).current).toMatchObject({
      round: 2,
      theirs_answered: true,
    });
    await say(game, 'otra', second, 'playa');
    expect((await duelAs(game, 'otra', second)).state).toBe('match');

    expect((await game.call('p6', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    // «otra» gave «playa» too: p1, p3 and otra still make three. p3 goes as well.
    expect((await game.call('p3', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    const third = await crowdDuelOf(game, 'sola');
    expect((await duelAs(game, 'sola', third)).state).toBe('nobody_joined');
    const rows = await game.database.db
      .selectFrom('crowd_join_players')
      .select('player_uid')
      .where('player_uid', 'in', ['p3', 'p6'])
      .execute();
    expect(rows).toEqual([]);
  });

  it('asks to play today first, and has nothing to say with too few answers unlike the player’s', async () => {
    const early = await againstCrowd(game, 'sola');
    expect([early.statusCode, early.json()]).toEqual([409, refusal('CROWD_MIND_PLAY_FIRST')]);
    // «lago» by two players only; «sal», the player's own, by three.
    await playDay(game, { p1: 'lago', p2: 'lago', p3: 'sal', p4: 'sal', sola: 'sal' });
    const none = await againstCrowd(game, 'sola');
    expect([none.statusCode, none.json()]).toEqual([409, refusal('CROWD_MIND_NO_WORD')]);
    await playDay(game, { p5: 'lago' });
    expect((await againstCrowd(game, 'sola')).statusCode).toBe(201);
  });

  it(`counts among the day's ${ruleDefaults.duelMaxPerDay} duels`, async () => {
    await playDay(game, { p1: 'lago', p2: 'lago', p3: 'lago', sola: 'sal' });
    for (let i = 0; i < ruleDefaults.duelMaxPerDay; i++) {
      await game.call('sola', { method: 'POST', url: '/api/duels', payload: {} });
    }
    expect((await againstCrowd(game, 'sola')).json()).toEqual(refusal('TOO_MANY_DUELS'));
  });
});
