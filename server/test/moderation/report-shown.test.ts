import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import {
  answerAs,
  ESTABLISHED_AS_SHIPPED,
  MONDAY_NOON,
  startGame,
  type TestGame,
} from '../support/game';

// Issue 25: 'Denunciar' beside each answer of the crowd and of a past day's page (decision 0043).
describe.each(databaseKinds)('reporting an answer of the public lists on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const report = (uid: string, date: string, answer: string, reason = 'offensive') =>
    game.call(uid, {
      method: 'POST',
      url: `/api/play/day/${date}/report`,
      payload: { answer, reason },
    });
  const crowdOf = async (uid: string) =>
    (
      (await game.call(uid, { method: 'GET', url: '/api/play/word-of-the-day' })).json() as {
        crowd: { players: number; topAnswers: { answer: string }[] };
      }
    ).crowd;
  const reportsOf = () =>
    game.database.db
      .selectFrom('reports as r')
      .innerJoin('answers as a', 'a.id', 'r.answer_id')
      .select(['a.player_uid', 'r.judge_uid', 'r.reason'])
      .orderBy('a.player_uid')
      .orderBy('r.judge_uid')
      .execute();

  /** The authors of the answers held for the operators. */
  const heldOnes = async () =>
    (
      await game.database.db
        .selectFrom('held_answers as h')
        .innerJoin('answers as a', 'a.id', 'h.answer_id')
        .select('a.player_uid')
        .orderBy('a.player_uid')
        .execute()
    ).map((row) => row.player_uid);

  async function start(env: Record<string, string> = {}) {
    game = await startGame(kind, { start: MONDAY_NOON, env: { REPORTS_TO_HIDE: '2', ...env } });
    await answerAs(game, {
      troll: 'cerdo',
      troll2: 'cerdo',
      ana: 'olas',
      bea: 'olas',
      carla: 'playa',
    });
  }

  it("reports every answer with that text of today's crowd, and holds them for the operators at the threshold", async () => {
    await start();
    const today = game.clock.today();
    const filed = await report('ana', today, 'cerdo');
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ success: true, message: messages.reportFiled });
    expect(await reportsOf()).toEqual([
      { player_uid: 'troll', judge_uid: 'ana', reason: 'offensive' },
      { player_uid: 'troll2', judge_uid: 'ana', reason: 'offensive' },
    ]);
    expect((await crowdOf('ana')).topAnswers.map((a) => a.answer)).toContain('cerdo');

    expect((await report('bea', today, 'cerdo')).statusCode).toBe(201);
    // Out of the judging queue, before the operators; listed until one confirms (issue 46, point 2).
    expect(await heldOnes()).toEqual(['troll', 'troll2']);
    expect((await crowdOf('ana')).topAnswers.map((a) => a.answer)).toContain('cerdo');
  });

  it("reports from a past day's page, for any registered player", async () => {
    await start();
    const monday = game.clock.today();
    game.clock.advanceDays(1);
    await game.register('nueva', 'Nueva');
    expect((await report('nueva', monday, 'cerdo', 'not_a_word')).statusCode).toBe(201);
    expect((await report('carla', monday, 'cerdo')).statusCode).toBe(201);
    expect(await heldOnes()).toEqual(['troll', 'troll2']);
  });

  it('counts the reports of judges not yet established, without holding anything', async () => {
    await start(ESTABLISHED_AS_SHIPPED);
    const today = game.clock.today();
    expect((await report('ana', today, 'cerdo')).statusCode).toBe(201);
    expect((await report('bea', today, 'cerdo')).statusCode).toBe(201);
    expect(await reportsOf()).toHaveLength(4);
    expect(await heldOnes()).toEqual([]);
  });

  it('refuses a second report of the same answer by the same player', async () => {
    await start();
    const today = game.clock.today();
    expect((await report('ana', today, 'cerdo')).statusCode).toBe(201);
    const again = await report('ana', today, 'cerdo');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_REPORTED',
      message: errors.ALREADY_REPORTED.message,
    });
  });

  it('refuses an answer the lists do not show: one player’s, or one nobody gave', async () => {
    await start();
    const today = game.clock.today();
    for (const answer of ['playa', 'nadie']) {
      const refused = await report('ana', today, answer);
      expect(refused.statusCode, answer).toBe(404);
      expect(refused.json().error).toBe('ANSWER_NOT_FOUND');
    }
    expect(await reportsOf()).toEqual([]);
  });

  it("refuses today's crowd to a player who has not played today", async () => {
    await start();
    await game.register('nueva', 'Nueva');
    const refused = await report('nueva', game.clock.today(), 'cerdo');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('PLAY_TODAY_FIRST');
    expect(await reportsOf()).toEqual([]);
  });

  it('never reports the player’s own answer: those who said the same are reported', async () => {
    await start();
    expect((await report('troll', game.clock.today(), 'cerdo')).statusCode).toBe(201);
    expect(await reportsOf()).toEqual([
      { player_uid: 'troll2', judge_uid: 'troll', reason: 'offensive' },
    ]);
  });

  it('refuses a day to come and a date that is no day', async () => {
    await start();
    for (const date of ['2026-11-17', 'ayer']) {
      const refused = await report('ana', date, 'cerdo');
      expect(refused.statusCode, date).toBe(404);
    }
  });
});
