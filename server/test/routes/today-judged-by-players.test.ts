import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** PRODUCT.md's "Judging you can trust": today's answers are judged by those who played today. */
describe.each(databaseKinds)("today's answers on %s", (kind) => {
  let game: TestGame;
  let yesterdays: Set<string>;
  let todays: Set<string>;

  const random = (uid: string) => game.call(uid, { method: 'GET', url: '/api/vote/random' });
  const skip = (uid: string, answer_uuid: string) =>
    game.call(uid, { method: 'POST', url: '/api/vote/skip', payload: { answer_uuid } });
  const vote = (uid: string, answer_uuid: string, score: number) =>
    game.call(uid, { method: 'POST', url: '/api/vote/submit', payload: { answer_uuid, score } });
  const report = (uid: string, answer_uuid: string) =>
    game.call(uid, {
      method: 'POST',
      url: '/api/vote/report',
      payload: { answer_uuid, reason: 'offensive' },
    });

  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carlos', 'dani', 'eva', 'juez']) await game.register(uid);
    // Monday: two answers; Tuesday (today): three.
    await game.submit('ana', 'ola');
    await game.submit('bea', 'playa');
    yesterdays = new Set([await game.answerOf('ana'), await game.answerOf('bea')]);
    game.clock.advanceDays(1);
    for (const [uid, answer] of [
      ['carlos', 'ola'],
      ['dani', 'arena'],
      ['eva', 'barco'],
    ] as const) {
      expect((await game.submit(uid, answer)).statusCode).toBe(201);
    }
    todays = new Set([
      await game.answerOf('carlos'),
      await game.answerOf('dani'),
      await game.answerOf('eva'),
    ]);
  });
  afterEach(() => game.close());

  it('serves a judge who has not played today no answer of today, through vote/random and skip', async () => {
    const served: string[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await random('juez');
      expect(response.statusCode).toBe(200);
      if (response.json().done) {
        expect(served.filter((uuid) => todays.has(uuid))).toEqual([]);
        expect(response.json()).toEqual({
          done: true,
          error: 'PLAY_TODAY_FIRST',
          message: 'Juega la palabra de hoy para puntuar las respuestas de hoy.',
        });
        break;
      }
      const ticket = response.json().answer_uuid as string;
      served.push((await game.handed('juez', ticket)) ?? ticket);
      expect((await skip('juez', ticket)).statusCode).toBe(204);
    }
    expect(served.filter((uuid) => todays.has(uuid))).toEqual([]);
    expect(new Set(served)).toEqual(yesterdays);
  });

  it("serves today's answers once the judge has played today", async () => {
    expect((await game.submit('juez', 'mar')).statusCode).toBe(201);
    const served = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const response = await random('juez');
      expect(response.statusCode).toBe(200);
      if (response.json().done) {
        expect(response.json().error).toBe('NO_MORE_QUESTIONS');
        break;
      }
      const ticket = response.json().answer_uuid as string;
      served.add((await game.handed('juez', ticket)) ?? ticket);
      expect((await skip('juez', ticket)).statusCode).toBe(204);
    }
    expect(served).toEqual(new Set([...yesterdays, ...todays]));
  });

  it("refuses a vote, a skip and a report on today's answer from a judge who has not played, whatever its id", async () => {
    for (const target of todays) {
      // Even handed out as vote/random would (it never does to this judge).
      for (const response of [
        await vote('juez', await game.serve('juez', target), 7),
        await skip('juez', await game.serve('juez', target)),
        await report('juez', await game.serve('juez', target)),
      ]) {
        expect(response.statusCode).toBe(errors.PLAY_TODAY_FIRST.status);
        expect(response.json().error).toBe('PLAY_TODAY_FIRST');
      }
    }
    const counts = await game.database.db
      .selectFrom('answers')
      .select(['vote_count'])
      .where('id', 'in', [...todays])
      .execute();
    expect(counts.map((row) => row.vote_count)).toEqual([0, 0, 0]);
    // Yesterday's answers stay for them to judge.
    const [yesterday] = [...yesterdays];
    expect((await game.vote('juez', yesterday!, 7)).statusCode).toBe(201);
  });
});
