import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createModeration, heldWeekWarning } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { ESTABLISHED_AS_SHIPPED, startGame, type TestGame } from '../support/game';

describe.each(databaseKinds)('reporting answers on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const random = (uid: string) => game.call(uid, { method: 'GET', url: '/api/vote/random' });
  const report = (uid: string, answer_uuid: string, reason = 'offensive') =>
    game.call(uid, { method: 'POST', url: '/api/vote/report', payload: { answer_uuid, reason } });
  const answerOf = (uid: string) => game.answerOf(uid);
  /** The judge asks for an answer to judge and reports what it was handed. */
  const serveAndReport = async (judge: string, reason = 'offensive') => {
    const served = (await random(judge)).json() as { answer_uuid: string };
    return report(judge, served.answer_uuid, reason);
  };

  async function start(env: Record<string, string> = {}) {
    game = await startGame(kind, { env });
  }

  it('files a report of a served answer, then hands the judge another one', async () => {
    await start();
    for (const uid of ['ana', 'bea', 'juez']) await game.register(uid);
    await game.submit('ana', 'ola');
    await game.submit('bea', 'luz');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    const first = (await random('juez')).json() as { answer_uuid: string };
    const filed = await report('juez', first.answer_uuid, 'not_a_word');
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toEqual({ success: true, message: messages.reportFiled });
    // Every following answer is the other one: the reported one is never served to them again.
    const reported = await game.handed('juez', first.answer_uuid);
    for (let i = 0; i < 5; i++) {
      const next = (await random('juez')).json() as { answer_uuid: string };
      expect(await game.handed('juez', next.answer_uuid)).not.toBe(reported);
    }
    const stored = await game.database.db.selectFrom('reports').selectAll().execute();
    expect(stored).toEqual([
      {
        answer_id: reported,
        judge_uid: 'juez',
        reason: 'not_a_word',
        created_at: game.clock.now().toISOString(),
      },
    ]);
  });

  it('refuses a second report of the same answer by the same judge', async () => {
    await start();
    for (const uid of ['ana', 'juez']) await game.register(uid);
    await game.submit('ana', 'ola');
    const target = await answerOf('ana');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    const ticket = await game.serve('juez', target);
    expect((await report('juez', ticket)).statusCode).toBe(201);
    const again = await report('juez', ticket, 'other');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_REPORTED',
      message: errors.ALREADY_REPORTED.message,
    });
    expect(await game.database.db.selectFrom('reports').selectAll().execute()).toHaveLength(1);
  });

  it('takes reports only of answers served to that judge, and only known reasons', async () => {
    await start();
    for (const uid of ['ana', 'juez']) await game.register(uid);
    await game.submit('ana', 'ola');
    const target = await answerOf('ana');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    const unserved = await report('juez', target);
    expect(unserved.statusCode).toBe(403);
    expect(unserved.json()).toEqual({
      error: 'REPORT_NOT_SERVED',
      message: errors.REPORT_NOT_SERVED.message,
    });
    // Whatever string stands for the answer, only a ticket the game handed this judge is taken.
    for (const forged of ['00000000-0000-4000-8000-000000000000', 'not-an-id', `${target}.x`]) {
      expect((await report('juez', forged)).json()).toMatchObject({ error: 'REPORT_NOT_SERVED' });
    }
    const badReason = await report('juez', await game.serve('juez', target), 'boring');
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ error: 'INVALID_REQUEST' });
    expect(await game.database.db.selectFrom('reports').selectAll().execute()).toEqual([]);
  });

  // Issue 46, point 2, and issue 59, point 2: reports are no weapon, early or late.
  it('keeps judging and ranking a good answer 3 established judges report right after it is filed, and warns the operators', async () => {
    await start();
    const reporters = ['r1', 'r2', 'r3'];
    const judges = ['j1', 'j2', 'j3', 'j4'];
    for (const uid of ['ana', ...reporters, ...judges]) await game.register(uid);
    await game.submit('ana', 'ola');
    const target = await answerOf('ana');
    // The same minute, on the day it was filed: the reporters play and report it.
    for (const reporter of reporters) {
      await game.play(reporter);
      expect((await report(reporter, await game.serve(reporter, target), 'other')).statusCode).toBe(
        201,
      );
    }
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    // Before the operators: first in their list, and a warning for its week.
    expect(await moderation.reports()).toMatchObject([{ id: target, held: true, hidden: null }]);
    const weeks = await moderation.heldWeeks();
    expect(weeks).toEqual([
      { period_start: '2026-11-16', ranked_on: '2026-11-25', ranked: false, held: 1 },
    ]);
    expect(weeks.map(heldWeekWarning)).toEqual([
      'Warning: the week of 2026-11-16 is ranked on 2026-11-25 with 1 held answer nobody reviewed: hide or restore it before then',
    ]);

    // The other judges are handed it and vote on it, as on any other answer.
    for (const judge of judges) {
      await game.play(judge);
      let handedTarget = false;
      for (;;) {
        const served = (await random(judge)).json() as { answer_uuid?: string; done?: boolean };
        if (served.answer_uuid === undefined) break;
        const isTarget = (await game.handed(judge, served.answer_uuid)) === target;
        handedTarget ||= isTarget;
        expect((await game.vote(judge, served.answer_uuid, isTarget ? 8 : 5)).statusCode).toBe(201);
      }
      expect(handedTarget).toBe(true);
    }
    // Its reporters are not handed it again.
    expect(
      await game.database.db
        .selectFrom('votes')
        .select('judge_uid')
        .where('answer_id', '=', target)
        .orderBy('judge_uid')
        .execute(),
    ).toEqual(judges.map((judge_uid) => ({ judge_uid })));
    const profile = await game.call('ana', { method: 'GET', url: '/api/user/profile' });
    expect(profile.json()).toMatchObject({ playedWords: [{ answer: 'ola', status: 'open' }] });

    // No operator reviewed it before the week closed: it is ranked in its week with its votes.
    game.clock.advanceDays(9);
    await game.closeWeeks();
    const week = (await game.call('ana', { method: 'GET', url: '/api/rankings' })).json();
    const ranking = await game.call('ana', {
      method: 'GET',
      url: `/api/rankings/${week.periods[0]?.start}`,
    });
    expect(ranking.json().best[0]).toMatchObject({ answer: 'ola' });
    expect((await moderation.heldWeeks()).map(heldWeekWarning)).toEqual([
      'Warning: the week of 2026-11-16 was ranked on 2026-11-25 with 1 held answer nobody reviewed',
    ]);
  });

  it('hides a surely offensive answer at once on 3 established judges’ reports: never served again, never ranked', async () => {
    await start({ RANKING_MIN_VOTES: '1' });
    const reporters = ['r1', 'r2', 'r3'];
    for (const uid of ['ana', ...reporters, 'j1']) await game.register(uid);
    await game.submit('ana', 'ola');
    const target = await answerOf('ana');
    // As filed before the insult lists knew the word: today's filing refuses it (OFFENSIVE_ANSWER).
    await game.database.db
      .updateTable('answers')
      .set({ answer: 'puta' })
      .where('id', '=', target)
      .execute();
    for (const reporter of reporters) {
      await game.play(reporter);
      expect((await report(reporter, await game.serve(reporter, target))).statusCode).toBe(201);
    }
    const hidden = await game.database.db.selectFrom('hidden_answers').selectAll().execute();
    expect(hidden).toMatchObject([{ answer_id: target, reason: 'reports' }]);
    await game.play('j1');
    for (;;) {
      const served = (await random('j1')).json() as { answer_uuid?: string };
      if (served.answer_uuid === undefined) break;
      expect(await game.handed('j1', served.answer_uuid)).not.toBe(target);
      expect((await game.vote('j1', served.answer_uuid, 5)).statusCode).toBe(201);
    }
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    // Hidden is reviewed enough to keep it out of everything: no warning for its week.
    expect(await moderation.heldWeeks()).toEqual([]);
  });

  it('holds at the threshold when the reports arrive at once', async () => {
    await start({ REPORTS_TO_HIDE: '6' });
    const judges = ['j1', 'j2', 'j3', 'j4', 'j5', 'j6'];
    for (const uid of ['ana', ...judges]) await game.register(uid);
    await game.submit('ana', 'ola');
    const target = await answerOf('ana');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    const tickets: string[] = [];
    for (const judge of judges) tickets.push(await game.serve(judge, target));
    const statuses = await Promise.all(
      judges.map(async (j, i) => (await report(j, tickets[i] ?? '')).statusCode),
    );
    expect(statuses).toEqual(judges.map(() => 201));
    const held = await game.database.db.selectFrom('held_answers').selectAll().execute();
    expect(held).toEqual([{ answer_id: target, held_at: game.clock.now().toISOString() }]);
  });

  it('lets a report through below the threshold without holding', async () => {
    await start();
    for (const uid of ['ana', 'j1', 'j2', 'j3']) await game.register(uid);
    await game.submit('ana', 'ola');
    // Judged the next day, by judges who need not play it.
    game.clock.advanceDays(1);
    expect((await serveAndReport('j1')).statusCode).toBe(201);
    expect((await serveAndReport('j2', 'other')).statusCode).toBe(201);
    expect((await random('j3')).json()).toMatchObject({ answer: 'ola' });
  });
  it('hides nothing reported by 3 accounts that never played; the operators still see the reports', async () => {
    await start(ESTABLISHED_AS_SHIPPED);
    const fresh = ['falso1', 'falso2', 'falso3'];
    for (const uid of ['ana', 'j4', ...fresh]) await game.register(uid);
    await game.submit('ana', 'ola');
    // Yesterday's answer: today's are for those who played today, which these never did.
    game.clock.advanceDays(1);
    for (const judge of fresh) expect((await serveAndReport(judge)).statusCode).toBe(201);
    expect(await game.database.db.selectFrom('hidden_answers').selectAll().execute()).toEqual([]);
    expect((await random('j4')).json()).toMatchObject({ answer: 'ola' });
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    expect(await moderation.reports()).toMatchObject([
      { answer: 'ola', reports: 3, hiding: 0, hidden: null },
    ]);
  });

  it('rejects the reports of a restored answer; a judge with 3 rejected reports hides nothing', async () => {
    await start({ REPORTS_TO_HIDE: '1' });
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    const authors = ['ana', 'bea', 'carla', 'dani'];
    for (const uid of [...authors, 'quejica', 'juez']) await game.register(uid);
    for (const [i, uid] of authors.entries()) {
      await game.submit(uid, ['agua', 'fuego', 'tierra', 'aire'][i] ?? 'nube');
    }
    // Judged the next day: the judges did not play the day of these answers.
    game.clock.advanceDays(1);
    const heldOf = async (id: string) =>
      (await game.database.db
        .selectFrom('held_answers')
        .select('answer_id')
        .where('answer_id', '=', id)
        .executeTakeFirst()) !== undefined;
    for (const uid of authors.slice(0, 3)) {
      const id = await answerOf(uid);
      expect((await report('quejica', await game.serve('quejica', id))).statusCode).toBe(201);
      expect(await heldOf(id)).toBe(true);
      // Held by reports: it waits in the operators' list for review.
      expect(await moderation.reports()).toMatchObject([{ id, reports: 1, held: true }]);
      await moderation.restore(id, 'marta');
      expect(await heldOf(id)).toBe(false);
      expect(await moderation.reports()).toEqual([]);
    }
    const rejected = await game.database.db
      .selectFrom('players')
      .select('rejected_reports')
      .where('uid', '=', 'quejica')
      .executeTakeFirstOrThrow();
    expect(rejected).toEqual({ rejected_reports: 3 });

    const dani = await answerOf('dani');
    expect((await report('quejica', await game.serve('quejica', dani))).statusCode).toBe(201);
    expect(await heldOf(dani)).toBe(false);
    expect(await moderation.reports()).toMatchObject([{ id: dani, reports: 1, hiding: 0 }]);
    expect((await report('juez', await game.serve('juez', dani))).statusCode).toBe(201);
    expect(await heldOf(dani)).toBe(true);
  });
});
