import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * 'Puntuar en la peña' (decision 0061): a member judges the other members' answers of the open
 * period within the peña; the votes are the peña's and never a public figure.
 */
describe.each(databaseKinds)('a peña’s own judging on %s', (kind) => {
  let game: TestGame;
  let groupId: string;
  const ids: Record<string, string> = {};
  const url = (what: string, id = groupId) => `/api/groups/${id}/vote/${what}`;
  const random = (uid: string, id = groupId) =>
    game.call(uid, { method: 'GET', url: url('random', id) });

  const submit = async (uid: string, answer: string) => {
    game.clock.set(new Date(game.clock.now().getTime() + 1000).toISOString());
    const response = await game.submit(uid, answer);
    if (response.statusCode !== 201) throw new Error(`${uid} ${answer}: ${response.body}`);
    ids[answer] = await game.answerOf(uid);
  };

  /** Every answer the member is handed in the peña, skipping each: what they may judge there. */
  const handedAll = async (uid: string) => {
    const handed: string[] = [];
    for (;;) {
      const next = (await random(uid)).json();
      if (next.done) return { handed, done: next.error as string };
      handed.push(next.answer);
      const skipped = await game.call(uid, {
        method: 'POST',
        url: url('skip'),
        payload: { answer_uuid: next.answer_uuid },
      });
      expect(skipped.statusCode).toBe(204);
    }
  };

  beforeEach(async () => {
    // Two weeks before: ana answers; that week is closed by this one.
    game = await startGame(kind, { start: '2026-11-02T12:00:00.000Z' });
    for (const uid of ['ana', 'bea', 'carla', 'fuera']) await game.register(uid, `Jugadora ${uid}`);
    const group = await game.createGroup('ana', 'Las de clase');
    groupId = group.id;
    await game.joinGroup('bea', group.invite_code);
    await game.joinGroup('carla', group.invite_code);
    await submit('ana', 'viejo');
    // This week (2026-11-16): Monday ana, bea and an outsider; Tuesday bea again.
    game.clock.set('2026-11-16T12:00:00.000Z');
    await submit('ana', 'ola');
    await submit('bea', 'playa');
    await submit('fuera', 'arena');
    game.clock.advanceDays(1);
    await submit('bea', 'barco');
  });
  afterEach(() => game.close());

  it('hands a member only the other members’ answers of the open period; today’s once they played', async () => {
    // carla has not played today: Monday's answers only, then PLAY_TODAY_FIRST.
    const before = await handedAll('carla');
    expect(before.handed.sort()).toEqual(['ola', 'playa']);
    expect(before.done).toBe('PLAY_TODAY_FIRST');
    await submit('carla', 'faro');
    const after = await handedAll('carla');
    expect(after).toEqual({ handed: ['barco'], done: 'NO_MORE_QUESTIONS' });
    // ana never gets her own, nor last week's, nor the outsider's; a hidden answer stays out.
    await game.database.db
      .insertInto('hidden_answers')
      .values({ answer_id: ids.playa ?? '', reason: 'reports', hidden_at: '2026-11-17T12:00:00Z' })
      .execute();
    await submit('ana', 'sol');
    expect((await handedAll('ana')).handed.sort()).toEqual(['barco', 'faro']);
  });

  it('hands a member an answer held by reports, never one they reported, as public judging', async () => {
    const report = async (uid: string, answerId: string) => {
      const answer_uuid = await game.serve(uid, answerId);
      const filed = await game.call(uid, {
        method: 'POST',
        url: '/api/vote/report',
        payload: { answer_uuid, reason: 'offensive' },
      });
      expect(filed.statusCode, `${uid} reports`).toBe(201);
    };
    // Three outsiders report bea's playa: held for the operators, and still judged everywhere
    // until one hides it (decision 0066).
    for (const uid of ['r1', 'r2', 'r3']) {
      await game.register(uid, `Jugadora ${uid}`);
      await report(uid, ids.playa ?? '');
    }
    expect(await game.database.db.selectFrom('held_answers').select('answer_id').execute()).toEqual(
      [{ answer_id: ids.playa }],
    );
    const carla = await handedAll('carla');
    expect(carla.handed.sort()).toEqual(['ola', 'playa']);
    expect(carla.done).toBe('PLAY_TODAY_FIRST');
    // A peña ticket for it holds for a vote, as in public judging.
    expect((await game.penaVote('ana', groupId, ids.playa ?? '', 5)).statusCode).toBe(201);
    // dora reported ana's ola before joining: she is never handed it in the peña either.
    await game.register('dora', 'Jugadora dora');
    await report('dora', ids.ola ?? '');
    const group = (await game.call('ana', { method: 'GET', url: `/api/groups/${groupId}` })).json();
    await game.joinGroup('dora', group.invite_code);
    // Handed the held playa, as every member is.
    expect(await handedAll('dora')).toEqual({ handed: ['playa'], done: 'PLAY_TODAY_FIRST' });
  });

  it('a peña vote moves the peña’s ranking and no public figure', async () => {
    const publicFigures = async () => ({
      answers: await game.database.db
        .selectFrom('answers')
        .select(['id', 'vote_count', 'score_total', 'queue_rank'])
        .orderBy('id')
        .execute(),
      votes: await game.database.db.selectFrom('votes').selectAll().execute(),
      judged: await game.database.db.selectFrom('judge_periods').selectAll().execute(),
      judges: await game.database.db
        .selectFrom('players')
        .select(['uid', 'established_at'])
        .orderBy('uid')
        .execute(),
    });
    const before = await publicFigures();
    const cast = await game.penaVote('carla', groupId, ids.playa ?? '', 9.5);
    expect(cast.statusCode).toBe(201);
    expect(cast.json()).toMatchObject({ success: true, answer: { score: 9.5, votes: 1 } });
    expect((await game.penaVote('ana', groupId, ids.playa ?? '', 8.5)).statusCode).toBe(201);
    expect((await game.penaVote('bea', groupId, ids.ola ?? '', 2)).statusCode).toBe(201);
    expect(await publicFigures()).toEqual(before);

    const week = (await game.call('carla', { method: 'GET', url: `/api/groups/${groupId}` })).json()
      .current_week;
    expect(week.how).toEqual({ prior_mean: 6.67, prior_weight: 2, min_votes: 2 });
    expect(week.answers[0]).toMatchObject({
      answer: 'playa',
      score: 9,
      votes: 2,
      rank_score: 7.83,
      best: true,
    });
    expect(week.answers[1]).toMatchObject({ answer: 'ola', votes: 1, rank_score: null });
    // The week ends and is ranked: the public ranking knows nothing of the peña's votes.
    game.clock.set('2026-11-25T12:00:00.000Z');
    await game.closeWeeks();
    const ranking = (
      await game.call('carla', { method: 'GET', url: '/api/rankings/2026-11-16' })
    ).json();
    expect(ranking.best ?? []).toEqual([]);
  });

  it('a member of two peñas judges a shared member’s answer once in each', async () => {
    const other = await game.createGroup('carla', 'La otra');
    await game.joinGroup('bea', other.invite_code);
    const vote = (id: string) => game.penaVote('carla', id, ids.playa ?? '', 7);
    expect((await vote(groupId)).statusCode).toBe(201);
    const again = await vote(groupId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'ALREADY_VOTED', message: errors.ALREADY_VOTED.message });
    expect((await vote(other.id)).statusCode).toBe(201);
    expect((await vote(other.id)).json().error).toBe('ALREADY_VOTED');
    const stored = await game.database.db.selectFrom('pena_votes').select('group_id').execute();
    expect(stored).toHaveLength(2);
  });

  it('refuses as the public vote does, and a non-member learns nothing', async () => {
    for (const [method, what] of [
      ['GET', 'random'],
      ['POST', 'submit'],
      ['POST', 'skip'],
    ] as const) {
      const response = await game.call('fuera', {
        method,
        url: url(what),
        ...(method === 'POST' && {
          payload: { answer_uuid: 'x', ...(what === 'submit' && { score: 5 }) },
        }),
      });
      expect(response.statusCode, what).toBe(404);
      expect(response.json()).toEqual({
        error: 'NOT_A_MEMBER',
        message: errors.NOT_A_MEMBER.message,
      });
    }
    expect((await game.penaVote('bea', groupId, ids.playa ?? '', 5)).json().error).toBe(
      'OWN_ANSWER',
    );
    expect((await game.penaVote('carla', groupId, ids.ola ?? '', 11)).json().error).toBe(
      'INVALID_SCORE',
    );
    // An answer of a non-member, and a public ticket, were never handed out in the peña.
    expect((await game.penaVote('carla', groupId, ids.arena ?? '', 5)).json().error).toBe(
      'ANSWER_NOT_SERVED',
    );
    const publicTicket = await game.serve('carla', ids.ola ?? '');
    const withPublic = await game.call('carla', {
      method: 'POST',
      url: url('submit'),
      payload: { answer_uuid: publicTicket, score: 5 },
    });
    expect(withPublic.json().error).toBe('ANSWER_NOT_SERVED');
    // An answer of a closed week.
    expect((await game.penaVote('carla', groupId, ids.viejo ?? '', 5)).json().error).toBe(
      'VOTING_CLOSED',
    );
    expect(await game.database.db.selectFrom('pena_votes').selectAll().execute()).toEqual([]);
  });

  it('two votes of one member on one answer at once: one is cast, the other ALREADY_VOTED', async () => {
    const [first, second] = await Promise.all([
      game.penaVote('carla', groupId, ids.ola ?? '', 6),
      game.penaVote('carla', groupId, ids.ola ?? '', 9),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    // Members voting at once are all counted.
    const together = await Promise.all([
      game.penaVote('bea', groupId, ids.viejo ?? '', 5),
      game.penaVote('bea', groupId, ids.ola ?? '', 4),
    ]);
    expect(together.map((r) => r.json().error ?? r.statusCode)).toEqual(['VOTING_CLOSED', 201]);
    const votes = await game.database.db
      .selectFrom('pena_votes')
      .select('score')
      .where('answer_id', '=', ids.ola ?? '')
      .execute();
    expect(votes).toHaveLength(2);
  });
});
