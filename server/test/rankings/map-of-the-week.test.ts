import type { RegionalWeekResponse } from '@words/contract/api/regions';
import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration } from '../../src/moderation/moderation';
import { rankPeriod } from '../../src/rankings/rank-period';
import { ratedAnswersOf, votesOf } from '../../src/rankings/rankings.repository';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * Issue 62, point 3 (decision 0076): the map of the week. Four authors who said nothing of where
 * they are from; 20 judges of Mexico, 20 of Spain and 4 of Argentina play the same Monday and
 * judge the four answers. Mexico loves «sal» and not «arena», Spain the other way round,
 * Argentina «roca». Mexico's players all said «olas»; Spain's 12 «playa» and 8 «olas».
 */
const AUTHORS = { ana: 'sal', bea: 'arena', carla: 'barco', dani: 'roca' } as const;
const judges = (region: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ uid: `${region.toLowerCase()}${i}`, region }));
const JUDGES = [...judges('MX', 20), ...judges('ES', 20), ...judges('AR', 4)];
/** Each region's score for each author's answer. */
const TASTE: Record<string, Record<keyof typeof AUTHORS, number>> = {
  MX: { ana: 10, bea: 2, carla: 6, dani: 5 },
  ES: { ana: 2, bea: 10, carla: 6, dani: 5 },
  AR: { ana: 1, bea: 1, carla: 1, dani: 10 },
};
const saidBy = (region: string, i: number) =>
  region === 'MX'
    ? 'olas'
    : region === 'ES'
      ? i < 12
        ? 'playa'
        : 'olas'
      : (['cielo', 'luna', 'nube', 'sol'][i] ?? 'sol');

describe.each(databaseKinds)('the map of the week on %s', (kind) => {
  let game: TestGame;
  let week: string;
  const get = (uid: string, url: string) => game.call(uid, { method: 'GET', url });
  const mapSeenBy = async (uid: string) => {
    const response = await get(uid, `/api/rankings/${week}/regions`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RegionalWeekResponse;
  };
  const answersOf = (map: RegionalWeekResponse, region: string) =>
    map.regions.find((row) => row.region === region)?.best.map((row) => row.answer);

  beforeEach(async () => {
    game = await startGame(kind);
    week = game.clock.now().toISOString().slice(0, 10);
    for (const [uid, answer] of Object.entries(AUTHORS)) {
      await game.register(uid, `Jugadora ${uid}`);
      expect((await game.submit(uid, answer)).statusCode).toBe(201);
    }
    for (const [i, { uid, region }] of JUDGES.entries()) {
      await game.register(uid, `Juez ${uid}`);
      const chosen = { method: 'PUT', url: '/api/user/region', payload: { region } } as const;
      expect((await game.call(uid, chosen)).statusCode).toBe(200);
      const filed = await game.submit(uid, saidBy(region, i % 20));
      expect(filed.statusCode, `${uid}: ${filed.body}`).toBe(201);
    }
    const ids = Object.fromEntries(
      await Promise.all(
        Object.keys(AUTHORS).map(async (uid) => [uid, await game.answerOf(uid)] as const),
      ),
    );
    for (const { uid, region } of JUDGES) {
      for (const author of Object.keys(AUTHORS) as (keyof typeof AUTHORS)[]) {
        const score = TASTE[region]?.[author] ?? 0;
        expect((await game.vote(uid, ids[author] ?? '', score)).statusCode).toBe(201);
      }
    }
    // Past the week and its two days of judging: the closer ranks it (decision 0064).
    game.clock.advanceDays(9);
    await game.closeWeeks();
  });
  afterEach(() => game.close());

  it("ranks each region's best answers by the ranking's rule with only its judges", async () => {
    const map = await mapSeenBy('mx0');
    // The caller's region first, then by name; Argentina's 4 judges are under the floor of 20.
    expect(map.regions.map((row) => row.region)).toEqual(['MX', 'ES']);
    expect(answersOf(map, 'MX')).toEqual(['sal', 'barco', 'roca', 'arena']);
    expect(answersOf(map, 'ES')).toEqual(['arena', 'barco', 'roca', 'sal']);
    expect((await mapSeenBy('es0')).regions.map((row) => row.region)).toEqual(['ES', 'MX']);
    // Ana's answer is hers wherever it shows, with her alias, as the public ranking shows it.
    expect((await mapSeenBy('ana')).regions[0]?.best.find((row) => row.mine)).toMatchObject({
      alias: 'Jugadora ana',
      answer: 'sal',
    });

    // Each 'Puntuación' is rankPeriod's, fed with Mexico's judges' votes alone.
    const db = game.database.db;
    const mexicans = new Set(judges('MX', 20).map((judge) => judge.uid));
    const votes = (await votesOf(db, week)).filter((vote) => mexicans.has(vote.judge_uid));
    const rated = (await ratedAnswersOf(db, week, game.config.rankingMinVotes)).map((answer) => {
      const own = votes.filter((vote) => vote.answer_id === answer.id);
      const total = own.reduce((sum, vote) => sum + vote.score, 0);
      return { ...answer, vote_count: own.length, score_total: total };
    });
    const ranking = rankPeriod(rated, votes, {
      priorWeight: game.config.rankingPriorWeight,
      calibrationMinVotes: game.config.calibrationMinVotes,
    });
    const byPlace = ranking.placements
      .filter((placement) => placement.periodRank !== null)
      .sort((a, b) => (a.periodRank ?? 0) - (b.periodRank ?? 0))
      .map((placement) => placement.rankScore / 100);
    expect(map.regions[0]?.best.map((row) => row.rankScore)).toEqual(byPlace);
  });

  it('says where the regions differed most, from the crowd by region', async () => {
    const word = (await get('ana', `/api/rankings/${week}`)).json().words[0].word as string;
    // Mexico said «olas», all 20; Spain «playa», 12 of 20: 60 points between them.
    expect((await mapSeenBy('es0')).apart).toEqual([
      {
        date: week,
        word,
        answers: [
          { region: 'ES', answer: 'playa', share: 60 },
          { region: 'MX', answer: 'olas', share: 100 },
        ],
      },
    ]);
  });

  it('keeps to the crowd after a ban and a deletion, and never writes in a read', async () => {
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    // Ana banned: «sal» leaves every list, as it leaves the public ranking.
    await moderation.ban('ana', 'marta');
    // Bea deleted: «arena» stays, owned by nobody, as in the public ranking.
    expect((await game.call('bea', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    const map = await mapSeenBy('mx0');
    expect(answersOf(map, 'MX')).toEqual(['barco', 'roca', 'arena']);
    expect(map.regions[0]?.best.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(map.regions[1]?.best[0]).toMatchObject({ answer: 'arena', alias: 'Jugador eliminado' });
    // One of Spain's «playa» deleted: 19 players, under the floor of 20: no day apart.
    expect((await game.call('es0', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    const rows = async () =>
      Promise.all(
        (['region_ranked_answers', 'region_answers', 'region_days'] as const).map(
          async (table) => (await game.database.db.selectFrom(table).selectAll().execute()).length,
        ),
      );
    const before = await rows();
    expect((await mapSeenBy('mx0')).apart).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('refuses a period that is not ranked, in the error shape', async () => {
    for (const period of ['2099-01-05', 'ayer']) {
      const response = await get('mx0', `/api/rankings/${period}/regions`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'PERIOD_NOT_FOUND',
        message: errors.PERIOD_NOT_FOUND.message,
      });
    }
  });
});
