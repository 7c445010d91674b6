import type { PeriodRankingResponse } from '@words/contract/api/rankings';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createModeration } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * PRODUCT.md's "Judging you can trust": closed is final. Once a week is ranked, its answers'
 * scores, vote counts, places and the figures the places came from ('Puntuación', corrected mean,
 * prior) never change; a judge's deletion recounts open weeks only.
 */
describe.each(databaseKinds)('a ranked week on %s', (kind) => {
  let game: TestGame;
  const authors = ['ana', 'bea', 'carla', 'dani'];
  const answers = ['ola', 'playa', 'arena', 'barco'];
  const get = (uid: string, url: string) => game.call(uid, { method: 'GET', url });

  beforeEach(async () => {
    // Every judge shares 3 answers with others: each is corrected (juez's 10s and 0s most).
    game = await startGame(kind, { env: { CALIBRATION_MIN_VOTES: '3' } });
    for (const uid of [...authors, 'juez']) await game.register(uid, `Jugadora ${uid}`);
    // Monday: four answers, each judged by the three other authors and by juez.
    for (const [i, uid] of authors.entries()) {
      expect((await game.submit(uid, answers[i] ?? '')).statusCode).toBe(201);
    }
    await game.play('juez');
    for (const [i, author] of authors.entries()) {
      const id = await game.answerOf(author);
      for (const [j, judge] of authors.entries()) {
        if (judge !== author) await game.vote(judge, id, 4 + ((i + j) % 5));
      }
      expect((await game.vote('juez', id, i % 2 === 0 ? 10 : 0)).statusCode).toBe(201);
    }
  });
  afterEach(() => game.close());

  it("keeps a ranked week's rankings byte for byte after one of its judges deletes their account", async () => {
    // Past the two days of judging after the week (decision 0019): the closer ranks the week.
    game.clock.advanceDays(9);
    await game.closeWeeks();
    const periods = (await get('ana', '/api/rankings')).json() as { periods: { start: string }[] };
    const week = periods.periods[0]?.start ?? '';
    const ranking = await get('ana', `/api/rankings/${week}`);
    expect(ranking.statusCode).toBe(200);
    const { best, how } = ranking.json() as PeriodRankingResponse;
    expect(best).toHaveLength(4);
    // What the order came from is kept with it: the 'Puntuación', the corrected mean, the prior.
    expect(how).toEqual({ priorMean: expect.any(Number), priorWeight: 5, minVotes: 3 });
    for (const answer of best) {
      expect(answer).toMatchObject({
        rankScore: expect.any(Number),
        correctedScore: expect.any(Number),
      });
    }
    expect(best.some((answer) => answer.correctedScore !== answer.score)).toBe(true);
    const profile = (await get('bea', '/api/user/profile')).body;

    expect((await game.call('juez', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    expect((await get('ana', `/api/rankings/${week}`)).body).toBe(ranking.body);
    // The author's own history shows the figures the week was ranked with too.
    expect((await get('bea', '/api/user/profile')).body).toBe(profile);
  });

  it("recounts an open week's answers when a judge deletes their account", async () => {
    const ana = await game.answerOf('ana');
    const before = await game.database.db
      .selectFrom('answers')
      .select(['vote_count', 'score_total'])
      .where('id', '=', ana)
      .executeTakeFirstOrThrow();

    expect((await game.call('juez', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    const after = await game.database.db
      .selectFrom('answers')
      .select(['vote_count', 'score_total'])
      .where('id', '=', ana)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({
      vote_count: before.vote_count - 1,
      score_total: before.score_total - 1000,
    });
  });

  it("keeps a ranked week's figures, placed or not, when one of its judges is banned", async () => {
    // An answer only juez scored: one vote, too few to place, shown in its author's history.
    await game.register('eva', 'Jugadora eva');
    expect((await game.submit('eva', 'faro')).statusCode).toBe(201);
    expect((await game.vote('juez', await game.answerOf('eva'), 9)).statusCode).toBe(201);
    game.clock.advanceDays(9);
    await game.closeWeeks();
    const periods = (await get('ana', '/api/rankings')).json() as { periods: { start: string }[] };
    const week = periods.periods[0]?.start ?? '';
    const ranking = (await get('ana', `/api/rankings/${week}`)).body;
    const history = (await get('eva', '/api/user/profile')).body;
    expect(history).toContain('"votes":1');

    await createModeration({ db: game.database.db, clock: game.clock }).ban('juez', 'marta');

    expect((await get('ana', `/api/rankings/${week}`)).body).toBe(ranking);
    expect((await get('eva', '/api/user/profile')).body).toBe(history);
  });
});
