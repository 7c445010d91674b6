import type { PeriodRankingResponse, RankedAnswer } from '@words/contract/api/rankings';
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-25T07-ranking-explained';
import { changingTables, databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * A database whose week was ranked before the rankings kept what their order came from (decision
 * 0041): the migration leaves that week's figures unknown, never recomputed from today's votes, and
 * the next week ranked keeps them.
 */
describe.each(databaseKinds)('the ranking explained migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const rankingOf = async (week: string) =>
    (
      await game.call('ana', { method: 'GET', url: `/api/rankings/${week}` })
    ).json() as PeriodRankingResponse;

  /** Today's answers of ana, bea and carla, each judged by the two others the next day. */
  async function playADay(words: string[]): Promise<void> {
    for (const [i, uid] of ['ana', 'bea', 'carla'].entries()) {
      expect((await game.submit(uid, words[i] ?? '')).statusCode).toBe(201);
    }
    const answers = await Promise.all(['ana', 'bea', 'carla'].map((uid) => game.answerOf(uid)));
    game.clock.advanceDays(1);
    for (const [i, id] of answers.entries()) {
      for (const [j, judge] of ['ana', 'bea', 'carla'].entries()) {
        if (i !== j) await game.vote(judge, id, 5 + i + j);
      }
    }
  }

  it('leaves the weeks ranked before it without figures, and the next week ranked keeps them', async () => {
    game = await startGame(kind, { env: { RANKING_MIN_VOTES: '2' } });
    for (const uid of ['ana', 'bea', 'carla']) await game.register(uid, `Jugadora ${uid}`);
    await playADay(['ola', 'playa', 'arena']);
    // Past the judging of the week of 2026-11-16: it is ranked, with its figures.
    game.clock.set('2026-11-25T12:00:00.000Z');
    await game.closeWeeks();
    const ranked = await rankingOf('2026-11-16');
    expect(ranked.best).toHaveLength(3);
    expect(ranked.how.priorMean).not.toBeNull();

    // Migrations see the database untyped, as migrate.ts hands it to them.
    const db = game.database.db as unknown as Kysely<unknown>;
    await changingTables(game.database, async () => {
      await down(db);
      await expect(sql`select rank_score from ranked_answers`.execute(db)).rejects.toThrow();
      await expect(sql`select prior_mean from closed_periods`.execute(db)).rejects.toThrow();
      await up(db);
    });

    // The plain figures and the places stay; what was never kept is unknown, not recomputed.
    const unknown = (answer: RankedAnswer) => ({
      ...answer,
      rankScore: null,
      correctedScore: null,
    });
    expect(await rankingOf('2026-11-16')).toEqual({
      ...ranked,
      // Not the settings the server runs with now: those it was ranked with were not kept.
      how: { priorMean: null, priorWeight: null, minVotes: null },
      best: ranked.best.map(unknown),
      words: ranked.words.map((word) => ({ ...word, answers: word.answers.map(unknown) })),
    });

    // The week of 2026-11-23 (played today, Wednesday), ranked after the migration, keeps them.
    await playADay(['sol', 'luna', 'nube']);
    game.clock.set('2026-12-02T12:00:00.000Z');
    await game.closeWeeks();
    const next = await rankingOf('2026-11-23');
    expect(next.best).toHaveLength(3);
    expect(next.how).toEqual({ priorMean: expect.any(Number), priorWeight: 5, minVotes: 2 });
    for (const answer of next.best) {
      expect(answer.rankScore).toEqual(expect.any(Number));
      expect(answer.correctedScore).toEqual(expect.any(Number));
    }
  });
});
