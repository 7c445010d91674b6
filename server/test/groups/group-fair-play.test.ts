import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeVote } from '../../src/judging/cast-votes';
import { queueRanking } from '../../src/judging/judging-queue';
import { publicVenue } from '../../src/judging/public-venue';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** PRODUCT.md, "Peñas": a judge is never served the answers of the players who share a peña with them. */
describe.each(databaseKinds)('fair play among peñas on %s', (kind) => {
  let game: TestGame;
  let answers: Record<string, string>;
  let group: { id: string; invite_code: string };

  const random = (uid: string) => game.call(uid, { method: 'GET', url: '/api/vote/random' });

  beforeEach(async () => {
    game = await startGame(kind);
    answers = {};
    for (const [uid, answer] of [
      ['ana', 'ola'],
      ['bea', 'playa'],
      ['carla', 'arena'],
      ['dani', 'barco'],
    ] as const) {
      await game.register(uid, `Jugadora ${uid}`);
      const filed = await game.submit(uid, answer);
      if (filed.statusCode !== 201) throw new Error(filed.body);
      answers[uid] = await game.answerOf(uid);
    }
    // ana shares one peña with bea, another with carla; dani is in neither.
    group = await game.createGroup('ana', 'Con bea');
    await game.joinGroup('bea', group.invite_code);
    const other = await game.createGroup('carla', 'Con carla');
    await game.joinGroup('ana', other.invite_code);
  });
  afterEach(() => game.close());

  /** Every answer vote/random hands `uid`, skipping each, until none is left. */
  async function servedTo(uid: string): Promise<string[]> {
    const served: string[] = [];
    for (;;) {
      const response = await random(uid);
      expect(response.statusCode).toBe(200);
      if (response.json().done) {
        expect(response.json().error).toBe('NO_MORE_QUESTIONS');
        return served;
      }
      const { answer_uuid: ticket } = response.json();
      served.push((await game.handed(uid, ticket)) ?? ticket);
      const skipped = await game.call(uid, {
        method: 'POST',
        url: '/api/vote/skip',
        payload: { answer_uuid: ticket },
      });
      expect(skipped.statusCode).toBe(204);
    }
  }

  it('never hands a judge the answers of those who share a peña with them', async () => {
    expect(await servedTo('ana')).toEqual([answers.dani]);
    // The other way round too, and only within the peña each shares.
    expect(new Set(await servedTo('bea'))).toEqual(new Set([answers.carla, answers.dani]));
  });

  it('refuses a vote, a skip and a report of such an answer, which was never served', async () => {
    const vote = await game.call('ana', {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: answers.bea, score: 10 },
    });
    expect(vote.statusCode).toBe(errors.ANSWER_NOT_SERVED.status);
    expect(vote.json().error).toBe('ANSWER_NOT_SERVED');
    const skip = await game.call('ana', {
      method: 'POST',
      url: '/api/vote/skip',
      payload: { answer_uuid: answers.bea },
    });
    expect(skip.json().error).toBe('ANSWER_NOT_SERVED');
    const report = await game.call('ana', {
      method: 'POST',
      url: '/api/vote/report',
      payload: { answer_uuid: answers.carla, reason: 'offensive' },
    });
    expect(report.json().error).toBe('REPORT_NOT_SERVED');
    // Nor with a ticket, as if it had been handed out before the two shared a peña.
    for (const url of ['/api/vote/submit', '/api/vote/skip']) {
      const refused = await game.call('ana', {
        method: 'POST',
        url,
        payload: {
          answer_uuid: await game.serve('ana', answers.bea ?? ''),
          ...(url.endsWith('submit') && { score: 10 }),
        },
      });
      expect([refused.statusCode, refused.json().error]).toEqual([403, 'ANSWER_NOT_SERVED']);
    }
    const votes = await game.database.db.selectFrom('votes').select('judge_uid').execute();
    expect(votes).toEqual([]);
  });

  // Issue 46, point 3: the peña is checked when the vote is cast, not only when the answer is
  // handed out: served dani's answer, ana joins dani's peña (or leaves and rejoins bea's) first.
  it('refuses the vote of a judge who joined the author’s peña after being served', async () => {
    const served = await random('ana');
    const ticket = served.json().answer_uuid as string;
    expect(await game.handed('ana', ticket)).toBe(answers.dani);
    const danis = await game.createGroup('dani', 'Con dani');
    expect((await game.joinGroup('ana', danis.invite_code)).statusCode).toBe(201);
    const vote = await game.call('ana', {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: ticket, score: 10 },
    });
    expect([vote.statusCode, vote.json().error]).toEqual([403, 'ANSWER_NOT_SERVED']);

    // bea leaves, ana is served bea's answer, bea comes back: the vote is refused too.
    await game.call('bea', { method: 'POST', url: `/api/groups/${group.id}/leave` });
    const beas = await game.serve('ana', answers.bea ?? '');
    await game.joinGroup('bea', group.invite_code);
    const again = await game.call('ana', {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: beas, score: 10 },
    });
    expect([again.statusCode, again.json().error]).toEqual([403, 'ANSWER_NOT_SERVED']);
    expect(await game.database.db.selectFrom('votes').select('judge_uid').execute()).toEqual([]);
  });

  // The join may land after the call checked and before the vote's transaction: that
  // transaction (storeVote, as vote/submit casts) checks again, with the judge and answer locked.
  it('refuses in the vote’s own transaction a judge who shares a peña with the author by then', async () => {
    const danis = await game.createGroup('dani', 'Con dani');
    await game.joinGroup('ana', danis.invite_code);
    const answer = await game.database.db
      .selectFrom('answers')
      .select(['id', 'period_start'])
      .where('id', '=', answers.dani ?? '')
      .executeTakeFirstOrThrow();
    const venue = publicVenue({
      queueRanking: queueRanking(3),
      establishment: { minDays: 0, minVotes: 0 },
    });
    const outcome = await storeVote(game.database.db, venue, {
      answerId: answer.id,
      judgeUid: 'ana',
      score: 1000,
      createdAt: game.clock.now().toISOString(),
      periodStart: answer.period_start,
    });
    expect(outcome).toEqual({ cast: false, refused: 'ANSWER_NOT_SERVED' });
    expect(await game.database.db.selectFrom('votes').select('judge_uid').execute()).toEqual([]);
  });

  it('serves them again once the two no longer share a peña', async () => {
    await game.call('bea', { method: 'POST', url: `/api/groups/${group.id}/leave` });
    expect(new Set(await servedTo('ana'))).toEqual(new Set([answers.bea, answers.dani]));
  });
});
