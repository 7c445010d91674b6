import { requestProblems } from '@words/contract/errors';
import { limits } from '@words/contract/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import {
  challenge,
  duelAs,
  duelOf,
  joinDuel,
  playDay,
  playWithoutMeeting,
  refusal,
  say,
  viewDuel,
} from '../support/duels';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('Mente gemela on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind, { env: { DUEL_MAX_PER_DAY: '2' } });
    for (const [uid, alias] of [
      ['ana', 'Ana'],
      ['bea', 'Bea'],
      ['carla', 'Carla'],
    ]) {
      await game.register(uid!, alias);
    }
  });
  afterEach(() => game.close());

  it('makes a single-use link that shows who challenges, signed out too', async () => {
    const created = await game.call('ana', { method: 'POST', url: '/api/duels', payload: {} });
    expect(created.statusCode).toBe(201);
    const { id, invite_code } = created.json();
    expect(invite_code).toMatch(/^[\w-]{22}$/);
    const invite = await game.call(null, {
      method: 'GET',
      url: `/api/duels/invite/${invite_code}`,
    });
    expect(invite.json()).toEqual({ challenger: 'Ana' });
    expect((await joinDuel(game, 'ana', invite_code)).json()).toEqual(refusal('OWN_DUEL'));

    const joined = await joinDuel(game, 'bea', invite_code);
    expect([joined.statusCode, joined.json()]).toEqual([201, { id }]);
    expect((await joinDuel(game, 'bea', invite_code)).statusCode).toBe(200);
    const third = await joinDuel(game, 'carla', invite_code);
    expect([third.statusCode, third.json()]).toEqual([409, refusal('DUEL_FULL')]);
    expect((await joinDuel(game, 'carla', 'x'.repeat(22))).json()).toEqual(
      refusal('DUEL_NOT_FOUND'),
    );
  });

  it('makes a duel by link from a POST with no body at all, as from `{}`; a JSON null is still refused', async () => {
    const created = await game.call('ana', { method: 'POST', url: '/api/duels' });
    expect(created.statusCode).toBe(201);
    const { id, invite_code } = created.json();
    expect(Object.keys(created.json()).sort()).toEqual(
      Object.keys(await challenge(game, 'bea')).sort(),
    );
    const joined = await joinDuel(game, 'carla', invite_code);
    expect([joined.statusCode, joined.json()]).toEqual([201, { id }]);

    const jsonNull = await game.call('ana', {
      method: 'POST',
      url: '/api/duels',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect([jsonNull.statusCode, jsonNull.json().message]).toEqual([
      400,
      requestProblems.notAnObject,
    ]);
  });

  it('matches in the first round when the two answers of the day are the same word', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'Agua ' });
    const duel = await duelAs(game, 'ana', id);
    expect(duel).toMatchObject({
      state: 'match',
      matched_in: 1,
      partner: 'Bea',
      rounds: [{ round: 1, yours: 'agua', theirs: 'agua' }],
      current: null,
      pair_streak: 1,
      day_over: false,
    });
    expect((await say(game, 'ana', id, 'nube')).json()).toEqual(refusal('DUEL_OVER'));
  });

  it('reveals a round only once both answered, refuses a word already said, meets in round 3', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua' });
    const waiting = await viewDuel(game, 'bea', id);
    expect(waiting.body).not.toContain('agua');
    expect(waiting.json()).toMatchObject({
      state: 'playing',
      rounds: [],
      your_turn: true,
      current: { round: 1, between: null, yours: null, theirs_answered: true },
    });
    expect((await say(game, 'bea', id, 'nube')).json()).toEqual(refusal('NOT_YOUR_TURN'));

    await playDay(game, { bea: 'fuego' });
    expect((await duelAs(game, 'ana', id)).current).toEqual({
      round: 2,
      between: ['agua', 'fuego'],
      yours: null,
      theirs_answered: false,
    });
    const filed = await say(game, 'ana', id, 'Vapor');
    expect([filed.statusCode, filed.json()]).toEqual([
      201,
      { round: 2, word: 'vapor', revealed: false },
    ]);
    expect((await say(game, 'ana', id, 'nube')).json()).toEqual(refusal('NOT_YOUR_TURN'));
    const hidden = await viewDuel(game, 'bea', id);
    expect(hidden.body).not.toContain('vapor');
    expect(hidden.json().current).toMatchObject({ yours: null, theirs_answered: true });

    expect((await say(game, 'bea', id, 'agua')).json()).toEqual(refusal('WORD_ALREADY_SAID'));
    expect((await say(game, 'bea', id, 'qwzrt')).json()).toEqual(refusal('NOT_IN_DICTIONARY'));
    expect((await say(game, 'bea', id, 'dos palabras')).json()).toEqual(refusal('INVALID_ANSWER'));
    expect((await say(game, 'bea', id, 'calor')).json()).toMatchObject({ revealed: true });
    await say(game, 'ana', id, 'sol');
    await say(game, 'bea', id, 'sol');
    expect(await duelAs(game, 'bea', id)).toMatchObject({
      state: 'match',
      matched_in: 3,
      rounds: [
        { round: 1, yours: 'fuego', theirs: 'agua' },
        { round: 2, yours: 'calor', theirs: 'vapor' },
        { round: 3, yours: 'sol', theirs: 'sol' },
      ],
    });
  });

  it(`ends without a match after ${limits.duelMaxRounds} rounds`, async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playWithoutMeeting(game, id, 'ana', 'bea');
    const duel = await duelAs(game, 'ana', id);
    expect(duel).toMatchObject({ state: 'no_match', matched_in: null, current: null });
    expect(duel.rounds).toHaveLength(limits.duelMaxRounds);
    expect((await say(game, 'ana', id, 'ventana')).json()).toEqual(refusal('DUEL_OVER'));
  });

  // Issue 60, point 1: a duel waits on a late friend, paused, and never expires once joined.
  it('holds the link until its day ends, and a joined duel past a day of waiting is paused, not expired', async () => {
    const late = await challenge(game, 'ana');
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    game.clock.advanceDays(1);
    expect((await joinDuel(game, 'carla', late.invite_code)).json()).toEqual(refusal('DUEL_OVER'));
    expect((await say(game, 'ana', id, 'vapor')).statusCode).toBe(201);
    expect((await duelAs(game, 'ana', id)).day_over).toBe(true);
    // Bea plays from Madrid: the round waits on her until the end of her next day.
    game.clock.set(`${game.clock.today()}T23:59:59.999Z`);
    expect((await duelAs(game, 'bea', id)).state).toBe('playing');
    const list = await game.call('bea', { method: 'GET', url: '/api/duels' });
    expect(list.json().duels).toEqual([
      {
        id,
        date: expect.any(String),
        partner: 'Ana',
        crowd: false,
        state: 'playing',
        your_turn: true,
        round: 2,
        nudged: false,
      },
    ]);
    game.clock.advanceDays(1);
    expect(await duelAs(game, 'bea', id)).toMatchObject({ state: 'paused', your_turn: true });
    expect((await say(game, 'bea', id, 'vapor')).json()).toMatchObject({ revealed: true });
  });

  it('counts the days the pair finished a duel, met or not; a duel in play saves one, a missed day starts again', async () => {
    const matchToday = async () => {
      const id = await duelOf(game, 'ana', 'bea');
      await playDay(game, { ana: 'agua', bea: 'agua' });
      return id;
    };
    await matchToday();
    game.clock.advanceDays(1);
    // Every round played without meeting finishes the day's duel too.
    const second = await duelOf(game, 'ana', 'bea');
    await playWithoutMeeting(game, second, 'bea', 'ana');
    expect((await duelAs(game, 'bea', second)).pair_streak).toBe(2);
    game.clock.advanceDays(1);
    // Today's may still come: yesterday's streak holds.
    const list = await game.call('ana', { method: 'GET', url: '/api/duels' });
    expect(list.json().pair_streaks).toEqual([{ partner: 'Bea', streak: 2 }]);
    const unfinished = await duelOf(game, 'ana', 'bea');
    const unfinishedDay = game.clock.today();
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    game.clock.advanceDays(1);
    // Yesterday's duel is still in play: a grace day saves it, as a comodín does.
    expect(await duelAs(game, 'bea', await matchToday())).toMatchObject({
      pair_streak: 3,
      pair_streak_saved: [unfinishedDay],
    });
    game.clock.advanceDays(1);
    expect((await duelAs(game, 'ana', unfinished)).state).toBe('paused');
    const paused = await game.call('ana', { method: 'GET', url: '/api/duels' });
    expect(paused.json().pair_streaks).toEqual([{ partner: 'Bea', streak: 3 }]);
    game.clock.advanceDays(2);
    expect((await duelAs(game, 'ana', await matchToday())).pair_streak).toBe(1);
  });

  it('lets a player start or join 2 duels a day (DUEL_MAX_PER_DAY)', async () => {
    await duelOf(game, 'ana', 'bea');
    await challenge(game, 'ana');
    const { invite_code } = await challenge(game, 'carla');
    expect((await joinDuel(game, 'ana', invite_code)).json()).toEqual(refusal('TOO_MANY_DUELS'));
    const fourth = await game.call('ana', { method: 'POST', url: '/api/duels', payload: {} });
    expect([fourth.statusCode, fourth.json()]).toEqual([409, refusal('TOO_MANY_DUELS')]);
    game.clock.advanceDays(1);
    expect(
      (await joinDuel(game, 'bea', (await challenge(game, 'ana')).invite_code)).statusCode,
    ).toBe(201);
  });

  it('shows nothing of a duel to a third player', async () => {
    const id = await duelOf(game, 'ana', 'bea');
    await playDay(game, { ana: 'agua', bea: 'fuego' });
    const unknown = await viewDuel(game, 'carla', '00000000-0000-0000-0000-000000000000');
    for (const response of [
      await viewDuel(game, 'carla', id),
      await say(game, 'carla', id, 'vapor'),
      unknown,
    ]) {
      expect([response.statusCode, response.json()]).toEqual([404, refusal('DUEL_NOT_FOUND')]);
    }
    const list = await game.call('carla', { method: 'GET', url: '/api/duels' });
    expect(list.json()).toEqual({ duels: [], pair_streaks: [] });
  });

  it("challenges a peña member from their row ('Retar'), only within the peña", async () => {
    const group = await game.createGroup('ana');
    await game.joinGroup('bea', group.invite_code);
    const members = (
      await game.call('ana', { method: 'GET', url: `/api/groups/${group.id}` })
    ).json().members as { id: string; you: boolean }[];
    const bea = members.find((m) => !m.you)!;
    const retar = (uid: string) =>
      game.call(uid, {
        method: 'POST',
        url: '/api/duels',
        payload: { group_id: group.id, member_id: bea.id },
      });
    expect((await retar('carla')).json()).toEqual(refusal('NOT_A_MEMBER'));
    const created = await retar('ana');
    expect(created.statusCode).toBe(201);
    const list = await game.call('bea', { method: 'GET', url: '/api/duels' });
    expect(list.json().duels).toMatchObject([{ id: created.json().id, partner: 'Ana' }]);
    expect((await retar('bea')).json()).toEqual(refusal('OWN_DUEL'));
  });

  // Issue 59, point 6: seven peña-mates each 'Retar' bea, and she was in 7 duels that day.
  it("seats nobody in more than 2 duels a day, challenged from a peña's rows too, nor anyone banned", async () => {
    const group = await game.createGroup('bea');
    const mates = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7'];
    for (const uid of mates) {
      await game.register(uid);
      expect((await game.joinGroup(uid, group.invite_code)).statusCode).toBe(201);
    }
    const members = (
      await game.call('m1', { method: 'GET', url: `/api/groups/${group.id}` })
    ).json().members as { id: string; alias: string }[];
    const memberId = (alias: string) => members.find((m) => m.alias === alias)?.id ?? '';
    const retar = (uid: string, alias: string) =>
      game.call(uid, {
        method: 'POST',
        url: '/api/duels',
        payload: { group_id: group.id, member_id: memberId(alias) },
      });
    /** The duels the player is seated in, in either seat, as stored. */
    const seatedIn = async (uid: string) =>
      (
        await game.database.db
          .selectFrom('duels')
          .select('id')
          .where((eb) => eb.or([eb('challenger_uid', '=', uid), eb('friend_uid', '=', uid)]))
          .execute()
      ).length;

    const outcomes = [];
    for (const uid of mates) outcomes.push((await retar(uid, 'Bea')).statusCode);
    expect(outcomes).toEqual([201, 201, 409, 409, 409, 409, 409]);
    expect((await retar('m3', 'Bea')).json()).toEqual(refusal('PARTNER_CANNOT_DUEL'));
    expect(await seatedIn('bea')).toBe(2);
    // Her limit holds for a link and for her own challenges as well.
    const { invite_code } = await challenge(game, 'm3');
    expect((await joinDuel(game, 'bea', invite_code)).json()).toEqual(refusal('TOO_MANY_DUELS'));
    expect((await retar('bea', 'jugador m4')).json()).toEqual(refusal('TOO_MANY_DUELS'));
    // A refused challenge seats nobody: m3 is in their link's duel only.
    expect(await seatedIn('m3')).toBe(1);

    // Nobody banned is seated: challenged, challenging or joining.
    await createModeration({ db: game.database.db, clock: game.clock }).ban('m4', 'operadora');
    expect((await retar('m5', 'jugador m4')).json()).toEqual(refusal('PARTNER_CANNOT_DUEL'));
    expect((await retar('m4', 'jugador m5')).json()).toEqual(refusal('BANNED'));
    expect((await joinDuel(game, 'm4', invite_code)).json()).toEqual(refusal('BANNED'));
    const m4 = await game.call('m4', { method: 'POST', url: '/api/duels', payload: {} });
    expect(m4.json()).toEqual(refusal('BANNED'));
    expect(await seatedIn('m4')).toBe(0);
    expect(await seatedIn('m5')).toBe(0);
  });
});
