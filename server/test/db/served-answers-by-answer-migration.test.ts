import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { down, up } from '../../src/db/migrations/2026-11-28T00-served-answers-by-answer';
import { down as downByTime } from '../../src/db/migrations/2026-11-28T01-served-answers-by-time';
import { changingTables, databaseKinds } from '../support/databases';
import { EVERY_JUDGE_COUNTS, startGame, type TestGame } from '../support/game';
import { handedOutOneSkipped, judgeVotes, servedRecords } from '../support/served-records';

/**
 * How SQLite finds a judge's record of an answer, with the tables as they are `now`: the plan's
 * one line. The statement's text names the moment, as the game keeps its statements prepared by
 * their text and SQLite does not plan a prepared EXPLAIN again when the tables change.
 */
async function recordSearch(db: Db, now: 'migrated' | 'down' | 'up again'): Promise<string> {
  const { rows } = await sql<{ detail: string }>`
    EXPLAIN QUERY PLAN
    SELECT served_at, skipped FROM served_answers WHERE judge_uid = ${'j'} AND answer_id = ${'a'}
    -- ${sql.raw(now)}`.execute(db);
  return rows.map((row) => row.detail).join('\n');
}

/**
 * The served records indexed by answer, and on SQLite stored by their key (decision 0052): every
 * record handed out and skipped before stays as it was, the game goes on with them, an answer
 * deleted still takes its records with it, and on SQLite a record is found in one search of its
 * key instead of an index, then the table.
 */
describe.each(databaseKinds)('the served answers by answer migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  it('keeps every served and skipped record, and the game goes on with them', async () => {
    game = await startGame(kind, { env: EVERY_JUDGE_COUNTS });
    const untyped = game.database.db as unknown as Kysely<unknown>;
    // From the tables as they were before decision 0053, then before this one.
    await changingTables(kind, () => downByTime(untyped, kind));
    await changingTables(kind, () => down(untyped, kind));
    const { ana, beto, carla, skipped } = await handedOutOneSkipped(game);
    expect(skipped.statusCode).toBe(204);
    const before = await servedRecords(game.database.db);
    expect(before).toHaveLength(3);
    expect(before.filter((row) => row.skipped === 1).map((row) => row.answer_id)).toEqual([beto]);

    await changingTables(kind, () => up(untyped, kind));

    expect(await servedRecords(game.database.db)).toEqual(before);
    // Handed out before: the vote counts; skipped before: the judge's turn to score it is over.
    const vote = (answer: string) => judgeVotes(game, answer);
    expect((await vote(ana)).statusCode).toBe(201);
    expect((await vote(beto)).json()).toMatchObject({ error: 'ANSWER_NOT_SERVED' });
    // An answer that goes takes its records with it, as before.
    await game.database.db.deleteFrom('answers').where('id', '=', carla).execute();
    const left = await servedRecords(game.database.db);
    expect(left.map((row) => row.answer_id).sort()).toEqual([ana, beto].sort());
  });

  if (kind === 'sqlite') {
    it('finds a judge’s record by its key in one search, not an index then the table', async () => {
      game = await startGame(kind);
      const untyped = game.database.db as unknown as Kysely<unknown>;
      const db = game.database.db;
      await downByTime(untyped, kind);
      expect(await recordSearch(db, 'migrated')).toMatch(/served_answers USING PRIMARY KEY/);
      await down(untyped, kind);
      expect(await recordSearch(db, 'down')).toMatch(
        /USING INDEX sqlite_autoindex_served_answers_1/,
      );
      await up(untyped, kind);
      expect(await recordSearch(db, 'up again')).toMatch(/served_answers USING PRIMARY KEY/);
    });
  }
});
