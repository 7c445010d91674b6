import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-25T00-established-judges';
import { changingTables, databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { storedCounts } from '../support/stored-counts';

/**
 * A database from before established judges, played with every vote counted: the migration
 * establishes the players who meet the rule as it ships (3 days, 10 votes) and takes the others'
 * votes out of the open periods' counts; a ranked period keeps its counts.
 */
describe.each(databaseKinds)('the established judges migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  const WORDS = ['agua', 'fuego', 'tierra', 'aire', 'nube', 'cielo', 'lluvia', 'nieve', 'viento'];
  const storedOf = (id: string) => storedCounts(game, id);

  it('establishes the players who meet the rule and recounts the open periods without the others', async () => {
    // Thursday of the week of 2026-11-09, ranked on Wednesday 2026-11-18.
    game = await startGame(kind, { start: '2026-11-12T12:00:00.000Z' });
    for (const uid of ['veterano', 'nuevo', 'autor']) await game.register(uid);
    await game.submit('autor', 'ola');
    const lastWeek = await game.answerOf('autor');
    // Judged the next day: today's answers are for those who played today.
    game.clock.advanceDays(1);
    expect((await game.vote('nuevo', lastWeek, 2)).statusCode).toBe(201);
    expect((await game.vote('veterano', lastWeek, 6)).statusCode).toBe(201);
    game.clock.set('2026-11-16T12:00:00.000Z');
    const authors = WORDS.map((_, i) => `a${i}`);
    for (const [i, uid] of authors.entries()) {
      await game.register(uid);
      await game.submit(uid, WORDS[i] ?? 'agua');
    }
    const week = await Promise.all(authors.map((uid) => game.answerOf(uid)));
    for (let day = 0; day < 3; day++) {
      await game.submit('veterano', ['casa', 'perro', 'gato'][day] ?? 'casa');
      for (const id of week.slice(day * 3, day * 3 + 3)) await game.vote('veterano', id, 8);
      if (day < 2) game.clock.advanceDays(1);
    }
    await game.vote('nuevo', week[0] ?? '', 2);
    // Last week is ranked with both votes.
    await game.closeWeeks();
    expect(await storedOf(lastWeek)).toEqual({ vote_count: 2, score_total: 800 });
    expect(await storedOf(week[0] ?? '')).toEqual({ vote_count: 2, score_total: 1000 });

    // Migrations see the database untyped, as migrate.ts hands it to them.
    const db = game.database.db as unknown as Kysely<unknown>;
    await changingTables(game.database, async () => {
      await down(db);
      await up(db);
    });

    const established = await game.database.db
      .selectFrom('players')
      .select('uid')
      .where('established_at', 'is not', null)
      .execute();
    expect(established).toEqual([{ uid: 'veterano' }]);
    expect(await storedOf(week[0] ?? '')).toEqual({ vote_count: 1, score_total: 800 });
    expect(await storedOf(week[1] ?? '')).toEqual({ vote_count: 1, score_total: 800 });
    expect(await storedOf(lastWeek)).toEqual({ vote_count: 2, score_total: 800 });
  });
});
