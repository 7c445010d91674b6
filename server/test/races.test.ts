import { errors } from '@words/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { foldAccents } from '@words/contract/rules';
import { databaseKinds } from './support/databases';
import { startGame, type TestGame } from './support/game';

/**
 * The once-only rules hold under simultaneous requests because the database enforces them.
 * Tokens are signed before firing, so the requests really overlap inside the server.
 */

/** How many responses had each status and error code, e.g. { '201': 1, '409 ALREADY_PLAYED': 49 }. */
function tally(responses: LightMyRequestResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const body = response.json() as { error?: string };
    const key = body.error ? `${response.statusCode} ${body.error}` : String(response.statusCode);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function expectConflicts(responses: LightMyRequestResponse[], code: keyof typeof errors): void {
  for (const response of responses.filter((r) => r.statusCode !== 201)) {
    expect(response.json()).toEqual({ error: code, message: errors[code].message });
  }
}

describe.each(databaseKinds)('simultaneous requests on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
  });
  afterEach(() => game.close());

  const bearer = async (uid: string) => ({ authorization: `Bearer ${await game.tokenFor(uid)}` });

  it('files one answer of 50 simultaneous submissions by one player', async () => {
    await game.register('ana', 'Ana');
    const word = await game.todaysWord('ana');
    const answer = foldAccents(word) === 'verano' ? 'ola' : 'verano';
    const headers = await bearer('ana');
    const payload = { word, answer, date: game.clock.now().toISOString() };

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        game.app.inject({ method: 'POST', url: '/api/play/submit', headers, payload }),
      ),
    );

    expect(tally(responses)).toEqual({ '201': 1, '409 ALREADY_PLAYED': 49 });
    expectConflicts(responses, 'ALREADY_PLAYED');
    const rows = await game.database.db.selectFrom('answers').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ player_uid: 'ana', answer, vote_count: 0, score_total: 0 });
  });

  it('counts one vote of 50 simultaneous votes by one judge on one answer', async () => {
    await game.register('autor', 'Autor');
    await game.register('juez', 'Juez');
    expect((await game.submit('autor', 'ola')).statusCode).toBe(201);
    await game.play('juez');
    const picked = await game.call('juez', { method: 'GET', url: '/api/vote/random' });
    const ticket = (picked.json() as { answer_uuid: string }).answer_uuid;
    const uuid = (await game.handed('juez', ticket)) ?? '';
    const headers = await bearer('juez');
    // Scores differ, so the stored total tells which single vote was counted.
    const scores = Array.from({ length: 50 }, (_, i) => i / 5);

    const responses = await Promise.all(
      scores.map((score) =>
        game.app.inject({
          method: 'POST',
          url: '/api/vote/submit',
          headers,
          payload: { answer_uuid: ticket, score },
        }),
      ),
    );

    expect(tally(responses)).toEqual({ '201': 1, '409 ALREADY_VOTED': 49 });
    expectConflicts(responses, 'ALREADY_VOTED');
    const votes = await game.database.db.selectFrom('votes').selectAll().execute();
    expect(votes).toHaveLength(1);
    expect(votes[0]).toMatchObject({ answer_id: uuid, judge_uid: 'juez' });
    const winner = scores[responses.findIndex((r) => r.statusCode === 201)] ?? NaN;
    expect(votes[0]?.score).toBe(Math.round(winner * 100));
    const answer = await game.database.db
      .selectFrom('answers')
      .select(['vote_count', 'score_total'])
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({ vote_count: 1, score_total: votes[0]?.score });
  });

  it.each([
    ['the same alias (a double click)', (_i: number) => 'Ana'],
    ['different aliases', (i: number) => `Ana ${i}`],
  ])(
    'registers one of 20 simultaneous registrations of one uid with %s',
    async (_name, aliasOf) => {
      const headers = await bearer('ana');
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          game.app.inject({
            method: 'POST',
            url: '/api/user/register',
            headers,
            payload: { alias: aliasOf(i), timezone: 'Europe/Madrid', notifications: false },
          }),
        ),
      );

      expect(tally(responses)).toEqual({ '201': 1, '409 ALREADY_REGISTERED': 19 });
      expectConflicts(responses, 'ALREADY_REGISTERED');
      const players = await game.database.db.selectFrom('players').selectAll().execute();
      expect(players).toHaveLength(1);
      const winner = responses.findIndex((r) => r.statusCode === 201);
      expect(players[0]).toMatchObject({ uid: 'ana', alias: aliasOf(winner) });
    },
  );

  it.each([
    ['the same alias', (_i: number) => 'Canción'],
    [
      'one alias in other cases and accents',
      (i: number) => ['Canción', 'cancion', 'CANCIÓN'][i % 3] ?? '',
    ],
  ])('gives %s to one of 20 players registering it at once', async (_name, aliasOf) => {
    const uids = Array.from({ length: 20 }, (_, i) => `jugador-${i}`);
    const headers = await Promise.all(uids.map(bearer));
    const responses = await Promise.all(
      uids.map((_uid, i) =>
        game.app.inject({
          method: 'POST',
          url: '/api/user/register',
          headers: headers[i],
          payload: { alias: aliasOf(i), timezone: 'UTC', notifications: true },
        }),
      ),
    );

    expect(tally(responses)).toEqual({ '201': 1, '409 ALIAS_TAKEN': 19 });
    expectConflicts(responses, 'ALIAS_TAKEN');
    const players = await game.database.db.selectFrom('players').selectAll().execute();
    expect(players).toHaveLength(1);
    const winner = responses.findIndex((r) => r.statusCode === 201);
    expect(players[0]).toMatchObject({ uid: uids[winner], alias: aliasOf(winner) });
  });
});
