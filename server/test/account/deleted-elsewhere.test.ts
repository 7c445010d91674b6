import { errors } from '@words/contract/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { rowsOf } from '../support/recount';

const NOT_REGISTERED = { error: 'NOT_REGISTERED', message: errors.NOT_REGISTERED.message };

/**
 * Issue 26, fault 6: a player deleted on one instance who called another got a 500 there. Every
 * instance reads the player of each call from the database, so the other one says at once that
 * they are nobody, as it says to a signed-in stranger.
 */
describe.each(databaseKinds)('a player deleted on another instance, on %s', (kind) => {
  let game: TestGame;
  let other: FastifyInstance;
  afterEach(async () => {
    await other.close();
    await game.close();
  });

  const onOther = async (uid: string, request: InjectOptions) =>
    other.inject({
      ...request,
      headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
    });

  it('is refused as not registered, and nothing of them is stored again', async () => {
    game = await startGame(kind);
    other = await game.anotherInstance();
    await game.register('bea');
    await game.submit('bea', 'luz');
    // The next day: ana, who has not played it, is handed yesterday's answers.
    game.clock.advanceDays(1);
    await game.register('ana');
    const profile = await onOther('ana', { method: 'GET', url: '/api/user/profile' });
    expect(profile.statusCode).toBe(200);
    // Handed an answer by the other instance before her account goes.
    const picked = await onOther('ana', { method: 'GET', url: '/api/vote/random' });
    const ticket = (picked.json() as { answer_uuid: string }).answer_uuid;
    expect(await game.handed('ana', ticket)).toBe(await game.answerOf('bea'));

    expect((await game.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    const word = await game.todaysWord('bea');
    const submitted = await onOther('ana', {
      method: 'POST',
      url: '/api/play/submit',
      payload: { word, answer: 'espuma', date: game.clock.now().toISOString() },
    });
    expect([submitted.statusCode, submitted.json()]).toEqual([403, NOT_REGISTERED]);
    const again = await onOther('ana', { method: 'GET', url: '/api/vote/random' });
    expect([again.statusCode, again.json()]).toEqual([403, NOT_REGISTERED]);
    // The ticket she was handed (vote/random stores nothing, decision 0054) serves her no more.
    const voted = await onOther('ana', {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: ticket, score: 5 },
    });
    expect([voted.statusCode, voted.json()]).toEqual([403, NOT_REGISTERED]);
    const skipped = await onOther('ana', {
      method: 'POST',
      url: '/api/vote/skip',
      payload: { answer_uuid: ticket },
    });
    expect([skipped.statusCode, skipped.json()]).toEqual([403, NOT_REGISTERED]);
    const reported = await onOther('ana', {
      method: 'POST',
      url: '/api/vote/report',
      payload: { answer_uuid: ticket, reason: 'other' },
    });
    expect([reported.statusCode, reported.json()]).toEqual([403, NOT_REGISTERED]);
    expect(await rowsOf(game.database.db, 'ana')).toEqual({
      players: 0,
      answers: 0,
      votes: 0,
      judgePeriods: 0,
    });
    const skipsKept = await game.database.db
      .selectFrom('skipped_answers')
      .select('answer_id')
      .where('judge_uid', '=', 'ana')
      .execute();
    expect(skipsKept).toEqual([]);
  });
});
