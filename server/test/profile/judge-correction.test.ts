import type { JudgeFigures } from '@words/contract/api/user';
import { afterEach, describe, expect, it } from 'vitest';
import { judgeBiases, type JudgeVote } from '../../src/rankings/calibration';
import { votesOf } from '../../src/rankings/rankings.repository';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * PRODUCT.md's "A judge's own figures say what they mean": whether and by how much the rankings
 * correct the judge's votes in the period running now (decision 0018's bias), as GET
 * /api/user/stats tells the judge.
 */
describe.each(databaseKinds)("a judge's correction on %s", (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const judgeOf = async (uid: string) =>
    (
      (await game.call(uid, { method: 'GET', url: '/api/user/stats' })).json() as {
        judge: JudgeFigures;
      }
    ).judge;

  const WORDS = ['ola', 'playa', 'arena', 'barco', 'pez', 'sal', 'faro', 'concha'];

  /** Today's answers of `authors`, in order. */
  async function answersOf(authors: string[]): Promise<string[]> {
    for (const uid of authors) await game.register(uid);
    for (const [i, uid] of authors.entries()) {
      expect((await game.submit(uid, WORDS[i] ?? '')).statusCode).toBe(201);
    }
    return Promise.all(authors.map((uid) => game.answerOf(uid)));
  }

  it('is none until the judge shares CALIBRATION_MIN_VOTES answers, then positive when lenient and negative when harsh', async () => {
    game = await startGame(kind, { env: { CALIBRATION_MIN_VOTES: '3' } });
    for (const uid of ['justo', 'blando', 'duro']) await game.register(uid);
    const answers = await answersOf(['p1', 'p2', 'p3', 'p4']);
    // Judged the next day, still in the week running now.
    game.clock.advanceDays(1);
    const voteAll = async (answer: string) => {
      await game.vote('justo', answer, 6);
      await game.vote('blando', answer, 7.5);
      await game.vote('duro', answer, 4);
    };
    await voteAll(answers[0] ?? '');
    await voteAll(answers[1] ?? '');
    // An answer nobody else rated says nothing of its judge.
    await game.vote('blando', answers[3] ?? '', 10);
    for (const uid of ['justo', 'blando', 'duro']) {
      expect(await judgeOf(uid)).toMatchObject({ correction: null });
    }

    await voteAll(answers[2] ?? '');
    // blando 7.5 against (6 + 4) / 2: +2.5; duro 4 against 6.75: -2.75; justo 6 against 5.75.
    expect(await judgeOf('blando')).toMatchObject({ correction: 2.5, counts: true });
    expect(await judgeOf('duro')).toMatchObject({ correction: -2.75 });
    expect(await judgeOf('justo')).toMatchObject({ correction: 0.25 });

    // Next week's figures start again: last week's votes are not the period running now.
    game.clock.set('2026-11-23T12:00:00.000Z');
    expect(await judgeOf('blando')).toMatchObject({ correction: null });
  });

  it("is the bias the rankings' calibration finds over all the period's counted votes", async () => {
    game = await startGame(kind, {
      env: { CALIBRATION_MIN_VOTES: '3', ESTABLISHED_MIN_DAYS: '0', ESTABLISHED_MIN_VOTES: '4' },
    });
    const judges = ['j0', 'j1', 'j2', 'j3', 'j4', 'nuevo'];
    for (const uid of judges) await game.register(uid);
    const answers = await answersOf(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    game.clock.advanceDays(1);
    // Judges of every bent on answers of every quality; nuevo's 3 votes do not count yet.
    const ballot: [string, number, number][] = [];
    for (const [j, judge] of judges.slice(0, 5).entries()) {
      for (const [a] of answers.entries()) {
        if ((a + j) % 3 === 0) continue;
        ballot.push([judge, a, Math.min(10, Math.max(0, 2 + (a % 7) + (j - 2) * 0.75))]);
      }
    }
    ballot.push(['nuevo', 1, 9], ['nuevo', 2, 0.5], ['nuevo', 4, 7.25]);
    for (const [judge, a, score] of ballot) {
      expect((await game.vote(judge, answers[a] ?? '', score)).statusCode).toBe(201);
    }

    const counted = await votesOf(game.database.db, '2026-11-16');
    const ownVotes = async (uid: string): Promise<JudgeVote[]> =>
      game.database.db
        .selectFrom('votes')
        .select(['answer_id', 'judge_uid', 'score'])
        .where('judge_uid', '=', uid)
        .execute();
    for (const uid of judges) {
      const figures = await judgeOf(uid);
      const own = figures.counts ? [] : await ownVotes(uid);
      // A judge whose votes do not count yet is told what calibration would find were they counted.
      const bias = judgeBiases([...counted, ...own], 3).get(uid);
      expect(figures.correction, uid).toBe(bias === undefined ? null : Math.round(bias) / 100);
    }
    expect(await judgeOf('nuevo')).toMatchObject({ counts: false, correction: expect.any(Number) });
    expect((await judgeOf('j0')).correction).toBeLessThan(0);
    expect((await judgeOf('j4')).correction).toBeGreaterThan(0);
  });
});
