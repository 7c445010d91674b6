import { messages } from '@words/contract/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { TABLES } from '../../src/db/schema';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)("the player's own data on %s", (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const answerOf = (uid: string) => game.answerOf(uid);
  const scoreOf = async (id: string) =>
    game.database.db
      .selectFrom('answers')
      .select(['vote_count', 'score_total'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const deleteAccount = (uid: string) => game.call(uid, { method: 'DELETE', url: '/api/user' });
  /** Every row of every table, as text: what is left of anybody. */
  async function everything(): Promise<string> {
    const rows: unknown[] = [];
    for (const table of TABLES) {
      rows.push(table, await game.database.db.selectFrom(table).selectAll().execute());
    }
    return JSON.stringify(rows);
  }

  it('exports everything stored about the player as a JSON attachment', async () => {
    game = await startGame(kind);
    await game.register('ana', 'Ana Sol');
    for (const uid of ['bea', 'carla']) await game.register(uid);
    await game.submit('ana', 'ola');
    await game.submit('bea', 'luz');
    await game.vote('bea', await answerOf('ana'), 7.5);
    await game.play('carla');
    await game.vote('carla', await answerOf('ana'), 8);
    await game.vote('ana', await answerOf('bea'), 6.25);
    await game.call('ana', {
      method: 'POST',
      url: '/api/vote/report',
      payload: {
        answer_uuid: await game.serve('ana', await answerOf('bea')),
        reason: 'not_a_word',
      },
    });

    const response = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="words-mis-datos.json"',
    );
    const now = game.clock.now().toISOString();
    const word = await game.todaysWord('ana');
    expect(response.json()).toEqual({
      exportedAt: now,
      registration: {
        uid: 'ana',
        alias: 'Ana Sol',
        timezone: 'Europe/Madrid',
        notifications: false,
        registeredAt: now,
        // Never asked: nothing stored (players/ tests the region's part, player-region.test.ts).
        region: null,
      },
      answers: [
        {
          date: game.clock.today(),
          word,
          answer: 'ola',
          submittedAt: now,
          score: 7.75,
          votes: 2,
          hidden: false,
        },
      ],
      votes: [{ word, answer: 'luz', score: 6.25, votedAt: now }],
      reminders: { enabled: false, hour: null, timezone: null, calendar: false, devices: [] },
      reports: [{ word, answer: 'luz', reason: 'not_a_word', reportedAt: now }],
      // In no peña: groups/ tests the peñas' part (group-account.test.ts).
      groups: [],
      penaVotes: [],
      duels: [],
    });
  });

  it('deletes the player in one go: open scores recounted, rankings anonymised and kept as ranked, nothing left', async () => {
    // Single votes rank here, so that one judge's deletion shows in the ranking.
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '1' } });
    await game.register('ana', 'Ana Sol');
    for (const uid of ['bea', 'carla']) await game.register(uid, `Jugadora ${uid}`);
    // Last week: ana's answer places in the closed ranking.
    await game.submit('ana', 'ola');
    await game.submit('bea', 'luz');
    const anaLastWeek = await answerOf('ana');
    await game.vote('bea', anaLastWeek, 9);
    await game.vote('ana', await answerOf('bea'), 2);
    // Past the two days of judging after the week (decision 0019): the closer ranks last week.
    game.clock.advanceDays(9);
    await game.closeWeeks();
    // This week: an open answer, votes both ways, a report.
    await game.submit('ana', 'sal');
    await game.submit('bea', 'pan');
    const beaOpen = await answerOf('bea');
    await game.vote('ana', beaOpen, 10);
    await game.play('carla');
    await game.vote('carla', beaOpen, 4);
    await game.vote('bea', await answerOf('ana'), 5);
    await game.call('ana', {
      method: 'POST',
      url: '/api/vote/report',
      payload: { answer_uuid: await game.serve('ana', beaOpen), reason: 'other' },
    });
    const period = (
      (await game.call('bea', { method: 'GET', url: '/api/rankings' })).json() as {
        periods: { start: string }[];
      }
    ).periods[0]?.start;
    const ranking = async () =>
      (await game.call('bea', { method: 'GET', url: `/api/rankings/${period}` })).json() as {
        best: { alias: string; answer: string; votes: number; score: number }[];
      };
    expect((await ranking()).best.map((b) => [b.alias, b.answer])).toEqual([
      ['Ana Sol', 'ola'],
      ['Jugadora bea', 'luz'],
    ]);

    const deleted = await deleteAccount('ana');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    expect(await scoreOf(beaOpen)).toEqual({ vote_count: 1, score_total: 400 });
    expect((await ranking()).best).toEqual([
      expect.objectContaining({ alias: messages.deletedPlayer, answer: 'ola', votes: 1, score: 9 }),
      // Closed is final: the ranking keeps its places and the figures it was ranked with.
      expect.objectContaining({ alias: 'Jugadora bea', answer: 'luz', votes: 1, score: 2 }),
    ]);
    const left = await everything();
    expect(left).not.toContain('"ana"');
    expect(left).not.toContain('Ana Sol');
    expect(left).not.toContain('"sal"');

    // The same Google account signs in as somebody new.
    const login = await game.call('ana', { method: 'POST', url: '/api/user/login' });
    expect(login.json()).toEqual({ registered: false });
    const profile = await game.call('ana', { method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toMatchObject({ error: 'NOT_REGISTERED' });
    await game.register('ana', 'Ana Sol');
    const fresh = await game.call('ana', { method: 'GET', url: '/api/user/profile' });
    expect(fresh.json()).toEqual({ alias: 'Ana Sol', playedWords: [] });
  });

  it('keeps export and deletion open to a banned player', async () => {
    game = await startGame(kind);
    await game.register('troll');
    await game.database.db
      .updateTable('players')
      .set({ banned_at: game.clock.now().toISOString() })
      .execute();
    const exported = await game.call('troll', { method: 'GET', url: '/api/user/export' });
    expect(exported.statusCode).toBe(200);
    expect((await deleteAccount('troll')).statusCode).toBe(204);
  });
});
