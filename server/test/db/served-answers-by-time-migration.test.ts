import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database';
import { down, up } from '../../src/db/migrations/2026-11-28T01-served-answers-by-time';
import { changingTables, databaseKinds } from '../support/databases';
import { EVERY_JUDGE_COUNTS, startGame, type TestGame } from '../support/game';
import { handedOutOneSkipped, judgeVotes, servedRecords } from '../support/served-records';

/** The served records' indexes other than their key, by name. */
async function indexesOfServedAnswers(db: Db, kind: string): Promise<string[]> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string }>`
          SELECT name FROM pragma_index_list('served_answers') WHERE origin = 'c'`.execute(db)
      : await sql<{ name: string }>`
          SELECT indexname AS name FROM pg_indexes
           WHERE tablename = 'served_answers' AND schemaname = current_schema()
             AND indexname <> 'served_answers_pk'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/**
 * The served records indexed by time, with no key to their answer (decision 0053): every record
 * handed out and skipped before stays as it was and the game goes on with them; an answer deleted
 * leaves its records, read by nobody, and going back puts the key to answers again without them.
 */
describe.each(databaseKinds)('the served answers by time migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  it('keeps every served and skipped record, and the game goes on with them', async () => {
    game = await startGame(kind, { env: EVERY_JUDGE_COUNTS });
    const db = game.database.db;
    const untyped = db as unknown as Kysely<unknown>;
    expect(await indexesOfServedAnswers(db, kind)).toEqual(['served_answers_by_time']);
    await changingTables(kind, () => down(untyped, kind));
    expect(await indexesOfServedAnswers(db, kind)).toEqual(['served_answers_by_answer']);
    const { ana, beto, carla, skipped } = await handedOutOneSkipped(game);
    expect(skipped.statusCode).toBe(204);
    const before = await servedRecords(db);
    expect(before).toHaveLength(3);

    await changingTables(kind, () => up(untyped, kind));

    expect(await indexesOfServedAnswers(db, kind)).toEqual(['served_answers_by_time']);
    expect(await servedRecords(db)).toEqual(before);
    // Handed out before: the vote counts; skipped before: the judge's turn to score it is over.
    const vote = (answer: string) => judgeVotes(game, answer);
    expect((await vote(ana)).statusCode).toBe(201);
    expect((await vote(beto)).json()).toMatchObject({ error: 'ANSWER_NOT_SERVED' });
    // An answer that goes leaves its record; a vote for it finds no answer.
    await db.deleteFrom('answers').where('id', '=', carla).execute();
    expect((await servedRecords(db)).map((row) => row.answer_id).sort()).toEqual(
      [ana, beto, carla].sort(),
    );
    expect((await vote(carla)).json()).toMatchObject({ error: 'ANSWER_NOT_FOUND' });

    // Back to the key to answers: the record of the answer gone goes first, the others stay.
    await changingTables(kind, () => down(untyped, kind));
    expect(await servedRecords(db)).toEqual(before.filter((row) => row.answer_id !== carla));
  });
});
