import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** The week of 2026-11-16 ends on Monday 2026-11-23; its last day is judged until Wednesday. */
const RANKED_ON = '2026-11-25T12:00:00.000Z';

describe.each(databaseKinds)('a peña’s page on %s', (kind) => {
  let game: TestGame;
  let groupId: string;
  const ids: Record<string, string> = {};

  const page = (uid: string, id = groupId) =>
    game.call(uid, { method: 'GET', url: `/api/groups/${id}` });
  const submit = async (uid: string, answer: string) => {
    // A second apart: the answers of a day keep the order they were filed in.
    game.clock.set(new Date(game.clock.now().getTime() + 1000).toISOString());
    const response = await game.submit(uid, answer);
    if (response.statusCode !== 201) throw new Error(`${uid} ${answer}: ${response.body}`);
    ids[`${uid} ${game.clock.today()}`] = await game.answerOf(uid);
  };

  beforeEach(async () => {
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '1' } });
    for (const uid of ['ana', 'bea', 'carla', 'fuera', 'j1', 'j2']) {
      await game.register(uid, `Jugadora ${uid}`);
    }
    const group = await game.createGroup('ana', 'Las de clase');
    groupId = group.id;
    await game.joinGroup('bea', group.invite_code);
    await game.joinGroup('carla', group.invite_code);
    // Monday: ana and bea play, and someone outside the peña.
    await submit('ana', 'ola');
    await submit('bea', 'playa');
    await submit('fuera', 'arena');
    // Tuesday: judges from outside rate Monday's answers; bea plays, ana not yet.
    game.clock.advanceDays(1);
    await game.vote('j1', ids['ana 2026-11-16'] ?? '', 8);
    await game.vote('j2', ids['ana 2026-11-16'] ?? '', 6);
    await game.vote('j1', ids['bea 2026-11-16'] ?? '', 9);
    await game.vote('j1', ids['fuera 2026-11-16'] ?? '', 10);
    await submit('bea', 'barco');
    // The peña judges its own: carla and bea on ana's «ola», carla on bea's «playa».
    await game.penaVote('carla', groupId, ids['ana 2026-11-16'] ?? '', 9);
    await game.penaVote('bea', groupId, ids['ana 2026-11-16'] ?? '', 8);
    await game.penaVote('carla', groupId, ids['bea 2026-11-16'] ?? '', 4);
  });
  afterEach(() => game.close());

  it('shows the members, the earlier days with scores, and hides today’s answers until the caller plays', async () => {
    const response = await page('ana');
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: groupId,
      name: 'Las de clase',
      owner: 'Jugadora ana',
      is_owner: true,
      invite_code: expect.stringMatching(/^[\w-]{22}$/),
      today: null,
    });
    expect(detail.members).toEqual([
      {
        id: expect.any(String),
        alias: 'Jugadora ana',
        played_today: false,
        streak: 1,
        owner: true,
        you: true,
      },
      {
        id: expect.any(String),
        alias: 'Jugadora bea',
        played_today: true,
        streak: 2,
        owner: false,
        you: false,
      },
      {
        id: expect.any(String),
        alias: 'Jugadora carla',
        played_today: false,
        streak: 0,
        owner: false,
        you: false,
      },
    ]);
    const monday = await game.database.db
      .selectFrom('daily_words')
      .select('word')
      .where('day', '=', '2026-11-16')
      .executeTakeFirstOrThrow();
    // Only the members' answers: «arena» is from outside the peña.
    expect(detail.earlier_days).toEqual([
      {
        date: '2026-11-16',
        word: monday.word,
        answers: [
          { alias: 'Jugadora ana', answer: 'ola', score: 7, votes: 2, mine: true },
          { alias: 'Jugadora bea', answer: 'playa', score: 9, votes: 1, mine: false },
        ],
      },
    ]);
    // The week so far by the peña's votes, without today's «barco» the caller may not see yet:
    // «ola» has the peña's minimum of votes, «playa» one vote only.
    expect(detail.current_week).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
      how: { prior_mean: 7, prior_weight: 2, min_votes: 2 },
      answers: [
        expect.objectContaining({
          place: 1,
          answer: 'ola',
          score: 8.5,
          votes: 2,
          rank_score: 7.75,
          best: true,
          rank: null,
          mine: true,
        }),
        expect.objectContaining({
          place: 2,
          answer: 'playa',
          score: 4,
          votes: 1,
          rank_score: null,
          best: false,
          mine: false,
        }),
      ],
    });
    expect(detail.judged_week).toBeNull();
    expect(detail.last_ranking).toBeNull();
    expect(JSON.stringify(detail)).not.toContain('barco');
    expect(JSON.stringify(detail)).not.toContain('fuera');

    const seenByBea = (await page('bea')).json();
    expect(seenByBea.today).toEqual({
      date: '2026-11-17',
      word: expect.any(String),
      answers: [{ alias: 'Jugadora bea', answer: 'barco', score: null, votes: 0, mine: true }],
    });
    expect(seenByBea).toMatchObject({ is_owner: false, owner: 'Jugadora ana' });
  });

  it('shows today’s answers once the caller has played', async () => {
    await submit('ana', 'faro');
    const detail = (await page('ana')).json();
    expect(detail.today.date).toBe('2026-11-17');
    expect(detail.today.answers.map((a: { answer: string }) => a.answer)).toEqual([
      'barco',
      'faro',
    ]);
    expect(detail.current_week.answers.map((a: { answer: string }) => a.answer)).toEqual([
      'ola',
      'playa',
      'barco',
      'faro',
    ]);
    expect(detail.members[0]).toMatchObject({ played_today: true, streak: 2 });
  });

  it('leaves hidden answers out', async () => {
    await game.database.db
      .insertInto('hidden_answers')
      .values({
        answer_id: ids['bea 2026-11-16'] ?? '',
        reason: 'operator',
        hidden_at: game.clock.now().toISOString(),
      })
      .execute();
    const detail = (await page('ana')).json();
    expect(detail.earlier_days[0].answers.map((a: { answer: string }) => a.answer)).toEqual([
      'ola',
    ]);
    expect(JSON.stringify(detail)).not.toContain('playa');
  });

  it('keeps the ended week, being judged, until its peña ranking replaces it, final', async () => {
    game.clock.set('2026-11-23T12:00:00.000Z');
    const judging = (await page('bea')).json();
    expect(judging.last_ranking).toBeNull();
    expect(judging.judged_week).toMatchObject({
      start: '2026-11-16',
      end: '2026-11-23',
      ranked_on: '2026-11-25',
    });
    expect(judging.judged_week.answers.map((a: { answer: string }) => a.answer)).toEqual([
      'ola',
      'playa',
      'barco',
    ]);
    // A member votes while it is judged; then the week is ranked.
    expect(
      (await game.penaVote('carla', groupId, ids['bea 2026-11-17'] ?? '', 10)).statusCode,
    ).toBe(201);
    game.clock.set(RANKED_ON);
    // Judged, not yet ranked by the closer: still the ended week, its ranking on its way.
    const coming = (await page('bea')).json();
    expect(coming.last_ranking).toBeNull();
    expect(coming.judged_week).toMatchObject({ start: '2026-11-16', ranked_on: '2026-11-25' });
    expect(await game.closeWeeks()).toEqual({ periods: 1, penas: 1 });
    const detail = (await page('bea')).json();
    const publicRanking = (
      await game.call('bea', { method: 'GET', url: '/api/rankings/2026-11-16' })
    ).json();
    const rankOf = (answer: string) =>
      publicRanking.best.find((r: { answer: string }) => r.answer === answer)?.rank ?? null;
    expect(rankOf('arena')).toBe(1);
    expect(detail.judged_week).toBeNull();
    expect(detail.last_ranking).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
      how: { prior_mean: 7.75, prior_weight: 2, min_votes: 2 },
      answers: [
        expect.objectContaining({ place: 1, answer: 'ola', rank: rankOf('ola'), best: true }),
        expect.objectContaining({
          place: 2,
          answer: 'playa',
          rank: rankOf('playa'),
          alias: 'Jugadora bea',
          mine: true,
          date: '2026-11-16',
          score: 4,
          votes: 1,
          rank_score: null,
        }),
        expect.objectContaining({ place: 3, answer: 'barco', rank: null, votes: 1, mine: true }),
      ],
    });
    // Closed is final: a judge's deletion takes their peña votes, not the ranking's figures.
    expect((await game.call('carla', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    expect((await page('bea')).json().last_ranking).toEqual(detail.last_ranking);
    // A new week has started: nothing of it yet.
    expect(detail.current_week).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-30',
      answers: [],
    });
    expect(detail.earlier_days).toEqual([]);
  });

  it('a judge’s deletion takes their peña votes and the open week is counted without them', async () => {
    expect((await game.call('carla', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    const week = (await page('ana')).json().current_week;
    expect(week.answers).toEqual([
      expect.objectContaining({ answer: 'ola', score: 8, votes: 1, rank_score: null }),
      expect.objectContaining({ answer: 'playa', score: null, votes: 0 }),
    ]);
    expect(await game.database.db.selectFrom('pena_votes').select('judge_uid').execute()).toEqual([
      { judge_uid: 'bea' },
    ]);
  });

  it('tells a non-member and an unknown id the same: NOT_A_MEMBER, nothing about the peña', async () => {
    const notMember = await page('fuera');
    const unknown = await page('fuera', 'no-existe');
    for (const response of [notMember, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'NOT_A_MEMBER',
        message: errors.NOT_A_MEMBER.message,
      });
    }
    for (const [method, url] of [
      ['POST', `/api/groups/${groupId}/leave`],
      ['PATCH', `/api/groups/${groupId}`],
      ['POST', `/api/groups/${groupId}/invite`],
      ['DELETE', `/api/groups/${groupId}`],
      ['DELETE', `/api/groups/${groupId}/members/whoever`],
      ['GET', `/api/groups/${groupId}/vote/random`],
    ] as const) {
      const response = await game.call('fuera', {
        method,
        url,
        ...(method === 'PATCH' && { payload: { name: 'Mía ahora' } }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error).toBe('NOT_A_MEMBER');
    }
  });
});
