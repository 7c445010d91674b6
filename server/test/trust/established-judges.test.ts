import { ruleDefaults } from '@words/contract/limits';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_WORDS } from '../support/answer-words';
import { databaseKinds } from '../support/databases';
import { ESTABLISHED_AS_SHIPPED as AS_SHIPPED, startGame, type TestGame } from '../support/game';
import { storedCounts } from '../support/stored-counts';

describe.each(databaseKinds)('established judges on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const storedOf = (id: string) => storedCounts(game, id);
  /** Authors who file an answer each today; their ids in order. */
  const authorsFile = async (prefix: string, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      await game.register(`${prefix}${i}`);
      const answer = ANSWER_WORDS[i % ANSWER_WORDS.length] ?? 'agua';
      expect((await game.submit(`${prefix}${i}`, answer)).statusCode).toBe(201);
      ids.push(await game.answerOf(`${prefix}${i}`));
    }
    return ids;
  };
  const plays = async (uid: string, answer: string) =>
    expect((await game.submit(uid, answer)).statusCode).toBe(201);
  const judgeFigures = async (uid: string) =>
    (
      (await game.call(uid, { method: 'GET', url: '/api/user/stats' })).json() as {
        judge: { counts: boolean };
      }
    ).judge;

  it("keeps a new judge's votes without counting them until 3 days of play and 10 votes, then counts those of open periods", async () => {
    // Thursday of the week of 2026-11-09, ranked on Wednesday 2026-11-18.
    game = await startGame(kind, { start: '2026-11-12T12:00:00.000Z', env: AS_SHIPPED });
    const [lastWeek = ''] = await authorsFile('a', 1);
    await game.register('nuevo');
    await plays('nuevo', 'casa');
    const first = await game.vote('nuevo', lastWeek, 8);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      answer: { votes: 0 },
      notCountedYet: 'Tu voto contará cuando hayas jugado 3 días.',
    });
    expect(await storedOf(lastWeek)).toEqual({ vote_count: 0, score_total: 0 });
    expect(await judgeFigures('nuevo')).toMatchObject({ votes: 1, counts: false });

    game.clock.set('2026-11-16T12:00:00.000Z');
    const week = await authorsFile('b', 10);
    await plays('nuevo', 'perro');
    for (const id of week.slice(0, 4)) await game.vote('nuevo', id, 7);

    game.clock.set('2026-11-18T12:00:00.000Z');
    // Last week is ranked: what it was ranked with never changes.
    await game.closeWeeks();
    await plays('nuevo', 'gato');
    const lacksVotes = await game.vote('nuevo', week[4] ?? '', 7);
    expect(lacksVotes.json()).toMatchObject({
      notCountedYet: `Tu voto contará cuando hayas puntuado ${ruleDefaults.establishedMinVotes} respuestas.`,
    });
    for (const id of week.slice(5, 8)) await game.vote('nuevo', id, 7);
    for (const id of week.slice(0, 8)) {
      expect(await storedOf(id)).toEqual({ vote_count: 0, score_total: 0 });
    }

    const tenth = await game.vote('nuevo', week[8] ?? '', 9);
    expect(tenth.json()).toMatchObject({ answer: { score: 9, votes: 1 } });
    expect(tenth.json()).not.toHaveProperty('notCountedYet');
    for (const id of week.slice(0, 8)) {
      expect(await storedOf(id)).toEqual({ vote_count: 1, score_total: 700 });
    }
    expect(await storedOf(lastWeek)).toEqual({ vote_count: 0, score_total: 0 });
    expect(await judgeFigures('nuevo')).toMatchObject({ votes: 10, counts: true });
    // The judge's next vote counts as it is cast.
    const next = await game.vote('nuevo', week[9] ?? '', 5);
    expect(next.json()).toMatchObject({ answer: { score: 5, votes: 1 } });
  });

  it('counts the votes of a judge with 10 votes from the answer that makes their third day', async () => {
    game = await startGame(kind, { env: AS_SHIPPED });
    const authors = await authorsFile('a', 10);
    await game.register('nuevo');
    await plays('nuevo', 'casa');
    for (const id of authors) await game.vote('nuevo', id, 6);
    game.clock.advanceDays(1);
    await plays('nuevo', 'perro');
    expect(await storedOf(authors[0] ?? '')).toEqual({ vote_count: 0, score_total: 0 });
    game.clock.advanceDays(1);
    await plays('nuevo', 'gato');
    for (const id of authors)
      expect(await storedOf(id)).toEqual({ vote_count: 1, score_total: 600 });
  });

  it('lets 15 accounts that never played move no stored score', async () => {
    game = await startGame(kind, { env: AS_SHIPPED });
    const [target = ''] = await authorsFile('a', 1);
    // Yesterday's answer: today's are for those who played today, which these never did.
    game.clock.advanceDays(1);
    for (let i = 0; i < 15; i++) {
      await game.register(`falso${i}`);
      expect((await game.vote(`falso${i}`, target, 10)).statusCode).toBe(201);
    }
    expect(await storedOf(target)).toEqual({ vote_count: 0, score_total: 0 });
    const votes = await game.database.db.selectFrom('votes').select('judge_uid').execute();
    expect(votes).toHaveLength(15);
  });
  it('lets 15 accounts that never played change no place in the ranking', async () => {
    game = await startGame(kind, { env: AS_SHIPPED });
    const honest = ['h0', 'h1', 'h2', 'h3'];
    const fakes = Array.from({ length: 15 }, (_, i) => `falso${i}`);
    for (const uid of ['buena', 'mala', ...honest, ...fakes]) await game.register(uid);
    await plays('buena', 'ola');
    await plays('mala', 'faro');
    const [buena, mala] = [await game.answerOf('buena'), await game.answerOf('mala')];
    // The honest judges play 3 days and judge each other: 9 votes, then the two answers.
    for (let day = 0; day < 3; day++) {
      for (const [i, uid] of honest.entries())
        await plays(uid, ANSWER_WORDS[day * 4 + i] ?? 'agua');
      for (const judge of honest) {
        for (const author of honest.filter((uid) => uid !== judge)) {
          await game.vote(judge, await game.answerOf(author), 5);
        }
      }
      if (day < 2) game.clock.advanceDays(1);
    }
    for (const judge of honest) {
      await game.vote(judge, buena, 8);
      await game.vote(judge, mala, 2);
    }
    for (const fake of fakes) {
      expect((await game.vote(fake, mala, 10)).statusCode).toBe(201);
      expect((await game.vote(fake, buena, 0)).statusCode).toBe(201);
    }

    // The week of 2026-11-16 is ranked on 2026-11-25.
    game.clock.set('2026-11-25T12:00:00.000Z');
    await game.closeWeeks();
    const ranking = await game.call('buena', { method: 'GET', url: '/api/rankings/2026-11-16' });
    const best = (ranking.json() as { best: { answer: string; score: number; votes: number }[] })
      .best;
    expect(best.filter((a) => ['ola', 'faro'].includes(a.answer))).toEqual([
      expect.objectContaining({ answer: 'ola', score: 8, votes: 4 }),
      expect.objectContaining({ answer: 'faro', score: 2, votes: 4 }),
    ]);
  });
});
