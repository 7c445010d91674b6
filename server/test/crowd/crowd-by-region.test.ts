import { errors } from '@words/contract/errors';
import type { RegionsResponse } from '@words/contract/api/regions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration, type Moderation } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { MONDAY_NOON, startGame, type TestGame } from '../support/game';
import { miscounted } from '../support/recount';

const TODAY = MONDAY_NOON.slice(0, 10);

/** Mexico's 25 players of the day: 8 «olas», 6 «playa», 5 «arena», 4 «sal», 2 «barco». */
const MEXICO = [
  ...Array.from({ length: 8 }, () => 'olas'),
  ...Array.from({ length: 6 }, () => 'playa'),
  ...Array.from({ length: 5 }, () => 'arena'),
  ...Array.from({ length: 4 }, () => 'sal'),
  ...Array.from({ length: 2 }, () => 'barco'),
];
const mx = (i: number) => `mx${String(i).padStart(2, '0')}`;

const chooseRegion = (game: TestGame, uid: string, region: string | null) =>
  game.call(uid, { method: 'PUT', url: '/api/user/region', payload: { region } });

const regionsSeenBy = async (game: TestGame, uid: string, date = TODAY) => {
  const response = await game.call(uid, { method: 'GET', url: `/api/play/regions/${date}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RegionsResponse;
};

describe.each(databaseKinds)('the crowd by region on %s', (kind) => {
  let game: TestGame;
  let moderation: Moderation;
  beforeEach(async () => {
    game = await startGame(kind, { start: MONDAY_NOON });
    moderation = createModeration({ db: game.database.db, clock: game.clock });
    // Mexico's players choose before playing, but the last five after: their answers move in.
    for (const [i, answer] of MEXICO.entries()) {
      await game.register(mx(i), `Jugadora ${mx(i)}`);
      if (i < 20) expect((await chooseRegion(game, mx(i), 'MX')).statusCode).toBe(200);
      expect((await game.submit(mx(i), answer)).statusCode).toBe(201);
      if (i >= 20) expect((await chooseRegion(game, mx(i), 'MX')).statusCode).toBe(200);
    }
    // Four from Argentina, all «olas»: too few to be shown; and one who said nothing.
    for (const uid of ['ar1', 'ar2', 'ar3', 'ar4']) {
      await game.register(uid, `Jugadora ${uid}`);
      await chooseRegion(game, uid, 'AR');
      expect((await game.submit(uid, 'olas')).statusCode).toBe(201);
    }
    await game.register('nadie', 'Jugadora nadie');
    expect((await game.submit('nadie', 'olas')).statusCode).toBe(201);
  });
  afterEach(() => game.close());

  it('shows a region of 25 players with its answers of 5 or more, and not one of 4', async () => {
    // 8 of 25 is 32 %, 6 is 24 %, 5 is 20 %: rounded to 5 %. «sal» (4) and «barco» (2) stay out.
    const seen = await regionsSeenBy(game, mx(0));
    expect(seen).toEqual({
      date: TODAY,
      yourAnswer: 'olas',
      yours: { region: 'MX', shown: true, share: 30, place: 1 },
      regions: [
        {
          region: 'MX',
          answers: [
            { answer: 'olas', share: 30 },
            { answer: 'playa', share: 25 },
            { answer: 'arena', share: 20 },
          ],
        },
      ],
    });
    // A player of Argentina sees Mexico, and that their own region is not shown yet.
    const argentine = await regionsSeenBy(game, 'ar1');
    expect(argentine.yours).toEqual({ region: 'AR', shown: false, share: null, place: null });
    expect(argentine.regions.map((region) => region.region)).toEqual(['MX']);
    // An answer fewer than 5 of the region gave is told as such, never as a number.
    expect((await regionsSeenBy(game, mx(19))).yours).toEqual({
      region: 'MX',
      shown: true,
      share: null,
      place: null,
    });
    // One who chose nothing sees the regions and no region of theirs.
    expect((await regionsSeenBy(game, 'nadie')).yours).toBeNull();
    expect(await miscounted(game.database.db)).toMatchObject({ regionDays: [], regionAnswers: [] });
  });

  it('shows the same for a past day, and refuses today before playing and bad days', async () => {
    game.clock.advanceDays(1);
    const past = await regionsSeenBy(game, mx(8), TODAY);
    expect(past.yours).toEqual({ region: 'MX', shown: true, share: 25, place: 2 });
    expect(past.regions[0]?.answers.map((row) => row.answer)).toEqual(['olas', 'playa', 'arena']);

    const before = await game.call(mx(0), {
      method: 'GET',
      url: `/api/play/regions/${game.clock.now().toISOString().slice(0, 10)}`,
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      error: 'CROWD_AFTER_PLAYING',
      message: errors.CROWD_AFTER_PLAYING.message,
    });
    for (const date of ['2026-11-01', 'ayer', '2030-01-01']) {
      const bad = await game.call(mx(0), { method: 'GET', url: `/api/play/regions/${date}` });
      expect(bad.statusCode).toBe(404);
      expect(bad.json()).toEqual({ error: 'DAY_NOT_FOUND', message: errors.DAY_NOT_FOUND.message });
    }
  });

  it('keeps the counts exact after deletions, bans and changes of region', async () => {
    // An «arena» of Mexico deleted: 4 of 24 left, below the floor.
    expect((await game.call(mx(14), { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    // A «playa» banned: 5 of 24 (20.8 %), still shown; a second one, 4, not.
    await moderation.ban(mx(8), 'marta');
    expect((await regionsSeenBy(game, mx(0))).regions[0]?.answers).toEqual([
      { answer: 'olas', share: 35 },
      { answer: 'playa', share: 20 },
    ]);
    await moderation.ban(mx(9), 'marta');
    expect((await regionsSeenBy(game, mx(0))).regions[0]?.answers).toEqual([
      { answer: 'olas', share: 35 },
    ]);
    await moderation.unban(mx(9), 'marta');
    expect((await regionsSeenBy(game, mx(0))).regions[0]?.answers).toEqual([
      { answer: 'olas', share: 35 },
      { answer: 'playa', share: 20 },
    ]);
    // A hidden answer's player still played: Mexico keeps its 24; five leave for Argentina,
    // which has 4 + 5 = 9, and Mexico 19: neither is shown.
    for (const i of [20, 21, 22, 23, 24]) {
      expect((await chooseRegion(game, mx(i), 'AR')).statusCode).toBe(200);
    }
    expect((await regionsSeenBy(game, mx(0))).regions).toEqual([]);
    // One comes back, one removes their region: Mexico at 20 again.
    await chooseRegion(game, mx(20), 'MX');
    await chooseRegion(game, mx(21), null);
    expect((await regionsSeenBy(game, mx(0))).regions.map((region) => region.region)).toEqual([
      'MX',
    ]);
    expect(await miscounted(game.database.db)).toMatchObject({
      crowdDays: [],
      crowdAnswers: [],
      regionDays: [],
      regionAnswers: [],
    });
  });
});
