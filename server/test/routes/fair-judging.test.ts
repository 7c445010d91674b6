import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** PRODUCT.md's "Fair judging": skipping, rate to be rated, and the days after a period ends. */
describe.each(databaseKinds)('fair judging on %s', (kind) => {
  let game: TestGame;
  beforeEach(async () => {
    game = await startGame(kind);
    for (const uid of ['ana', 'bea', 'carlos', 'dani', 'juez']) {
      await game.register(uid, `jugador ${uid}`);
    }
  });
  afterEach(() => game.close());

  const random = (uid: string) => game.call(uid, { method: 'GET', url: '/api/vote/random' });
  /** The answer GET /api/vote/random hands `uid`, read from the ticket it hands out. */
  const handedTo = async (uid: string) =>
    (await game.handed(uid, (await random(uid)).json().answer_uuid)) ?? '';
  const skip = (uid: string, answerUuid: string) =>
    game.call(uid, { method: 'POST', url: '/api/vote/skip', payload: { answer_uuid: answerUuid } });
  const vote = (uid: string, answerUuid: string, score: number) =>
    game.call(uid, {
      method: 'POST',
      url: '/api/vote/submit',
      payload: { answer_uuid: answerUuid, score },
    });

  async function answerUuidOf(uid: string): Promise<string> {
    const row = await game.database.db
      .selectFrom('answers')
      .select('id')
      .where('player_uid', '=', uid)
      .orderBy('day', 'desc')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe("'Saltar'", () => {
    it('never hands a judge an answer they skipped again', async () => {
      await game.submit('ana', 'ola');
      await game.submit('bea', 'playa');
      // Judged the next day, by judges who need not play it.
      game.clock.advanceDays(1);
      const skipped = await handedTo('juez');
      const response = await skip('juez', await game.serve('juez', skipped));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      for (let i = 0; i < 10; i++) {
        const next = await handedTo('juez');
        expect(next).not.toBe(skipped);
        expect(next).toBeDefined();
      }
      expect((await game.vote('juez', await handedTo('juez'), 6)).statusCode).toBe(201);
      // Once juez has played today, all that is left is their own answer.
      await game.play('juez');
      expect((await random('juez')).json().error).toBe('NO_MORE_QUESTIONS');
      // Other judges still get it.
      expect(await handedTo('carlos')).toBe(skipped);
    });

    it('takes no vote on a skipped answer', async () => {
      await game.submit('ana', 'ola');
      await game.play('juez');
      const skipped = (await random('juez')).json().answer_uuid as string;
      expect((await skip('juez', skipped)).statusCode).toBe(204);
      const refused = await vote('juez', skipped, 9);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe('ANSWER_NOT_SERVED');
      expect(await game.database.db.selectFrom('votes').selectAll().execute()).toEqual([]);
    });

    it('counts only for an answer handed to that judge', async () => {
      await game.submit('ana', 'ola');
      await game.play('juez');
      const uuid = await answerUuidOf('ana');
      const refused = await skip('juez', uuid);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        error: 'ANSWER_NOT_SERVED',
        message: errors.ANSWER_NOT_SERVED.message,
      });
      // Not skipped: the game still hands it to the judge.
      expect(await handedTo('juez')).toBe(uuid);
    });

    // Anything but a ticket the game handed this judge is no answer served to them.
    it.each([
      ['an unknown answer', '00000000-0000-4000-8000-000000000000', 403, 'ANSWER_NOT_SERVED'],
      ['a made-up id', 'no-es-un-uuid', 403, 'ANSWER_NOT_SERVED'],
    ])('refuses %s', async (_name, answerUuid, status, error) => {
      const response = await skip('juez', answerUuid);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    });

    it('refuses a body without an answer, and strangers', async () => {
      const bad = await game.call('juez', { method: 'POST', url: '/api/vote/skip', payload: {} });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['error', 'message']);
      expect((await skip('nadie', 'x')).json().error).toBe('NOT_REGISTERED');
    });
  });

  describe('rate to be rated', () => {
    it('at equal votes, serves first the answers of authors who judged 3 answers this period', async () => {
      // ana, bea and carlos answer on Monday; on Tuesday dani judges those three answers of the
      // period (earlier days' answers need no play today), then answers.
      await game.submit('ana', 'ola');
      await game.submit('bea', 'playa');
      await game.submit('carlos', 'arena');
      game.clock.advanceDays(1);
      for (const uid of ['ana', 'bea', 'carlos']) {
        expect((await game.vote('dani', await answerUuidOf(uid), 5)).statusCode).toBe(201);
      }
      await game.submit('dani', 'barco');
      // Even the answers: each now has one vote but dani's, which gets one from elsewhere, on
      // Wednesday; juez, who has not played Wednesday, is served the earlier days'.
      game.clock.advanceDays(1);
      await game.vote('ana', await answerUuidOf('dani'), 5);
      for (let i = 0; i < 10; i++) {
        expect(await handedTo('juez')).toBe(await answerUuidOf('dani'));
      }
    });

    it('moves an author up once they reach 3 votes, with answers they filed before', async () => {
      await game.submit('ana', 'ola');
      await game.submit('bea', 'playa');
      await game.submit('carlos', 'arena');
      await game.submit('dani', 'barco');
      await game.play('juez');
      const before = new Set<string>();
      for (let i = 0; i < 40; i++) before.add(await handedTo('juez'));
      expect(before.size).toBeGreaterThan(1);

      // bea judges three answers of the period: ana's, carlos's, dani's now have one vote each.
      for (const uid of ['ana', 'carlos']) await game.vote('bea', await answerUuidOf(uid), 6);
      expect(await handedTo('juez')).not.toBe(await answerUuidOf('ana'));
      await game.vote('bea', await answerUuidOf('dani'), 6);
      // bea's answer has fewest votes anyway; give it one so all four are even at one vote.
      await game.vote('ana', await answerUuidOf('bea'), 6);
      for (let i = 0; i < 10; i++) {
        expect(await handedTo('juez')).toBe(await answerUuidOf('bea'));
      }
    });

    it('still favours fewer votes over an author who judges', async () => {
      for (const [uid, text] of [
        ['ana', 'ola'],
        ['bea', 'playa'],
        ['carlos', 'arena'],
        ['dani', 'barco'],
      ] as const) {
        await game.submit(uid, text);
      }
      await game.play('juez');
      // ana judges three answers, but hers has two votes and the others one.
      for (const uid of ['bea', 'carlos', 'dani'])
        await game.vote('ana', await answerUuidOf(uid), 5);
      for (const uid of ['bea', 'carlos']) await game.vote(uid, await answerUuidOf('ana'), 5);
      for (let i = 0; i < 10; i++) {
        expect(await handedTo('juez')).not.toBe(await answerUuidOf('ana'));
      }
    });

    it('takes the bar from KARMA_MIN_VOTES', async () => {
      await game.close();
      game = await startGame(kind, { env: { KARMA_MIN_VOTES: '1' } });
      for (const uid of ['ana', 'bea', 'carlos', 'juez']) await game.register(uid);
      await game.submit('ana', 'ola');
      await game.submit('bea', 'playa');
      // Judged the next day: carlos and juez need not play it.
      game.clock.advanceDays(1);
      await game.vote('bea', await answerUuidOf('ana'), 5);
      await game.vote('carlos', await answerUuidOf('bea'), 5);
      for (let i = 0; i < 10; i++) {
        expect(await handedTo('juez')).toBe(await answerUuidOf('bea'));
      }
    });
  });

  describe('the days after a period ends', () => {
    it("still serves and takes votes on the last day's answers for 48 hours, beside the new week's", async () => {
      game.clock.set('2026-11-22T23:30:00.000Z'); // Sunday, the week's last day
      await game.submit('ana', 'ola');
      const sunday = await answerUuidOf('ana');
      game.clock.set('2026-11-24T12:00:00.000Z'); // Tuesday of the next week
      await game.submit('bea', 'playa');
      const tuesday = await answerUuidOf('bea');
      // Today's answers are judged by those who played today.
      for (const judge of ['carlos', 'juez']) await game.play(judge);
      const carlos = await answerUuidOf('carlos');
      await game.vote('carlos', tuesday, 5);
      expect(await handedTo('juez')).toBe(sunday);
      const cast = await game.vote('juez', sunday, 8);
      expect(cast.statusCode).toBe(201);
      expect(cast.json().answer).toEqual({ score: 8, votes: 1 });
      const profile = (await game.call('ana', { method: 'GET', url: '/api/user/profile' })).json();
      expect(profile.playedWords[0]).toMatchObject({ status: 'open', score: 8, votes: 1 });
      // Then the new week's, with the fewest votes first.
      expect(await handedTo('juez')).toBe(carlos);
    });

    it('ranks the ended week only once its judging time is over', async () => {
      game.clock.set('2026-11-22T23:30:00.000Z');
      await game.submit('ana', 'ola');
      const sunday = await answerUuidOf('ana');
      game.clock.set('2026-11-24T23:00:00.000Z');
      for (const judge of ['bea', 'carlos', 'dani']) await game.vote(judge, sunday, 7);
      const rankings = () => game.call('ana', { method: 'GET', url: '/api/rankings' });
      expect((await rankings()).json().periods).toEqual([]);
      game.clock.set('2026-11-25T00:00:00.000Z');
      await game.closeWeeks();
      expect((await rankings()).json().periods).toEqual([
        { start: '2026-11-16', end: '2026-11-23' },
      ]);
      const ranking = (
        await game.call('ana', { method: 'GET', url: '/api/rankings/2026-11-16' })
      ).json();
      expect(
        ranking.best.map((a: { answer: string; votes: number }) => [a.answer, a.votes]),
      ).toEqual([['ola', 3]]);
    });
  });
});
