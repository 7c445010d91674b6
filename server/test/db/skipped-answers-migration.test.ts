import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-28T02-skipped-answers';
import { changingTables, databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/**
 * The served records go (decision 0054): the migration keeps every skip, in a table of its own,
 * and drops the rest. Undone, it gives the skips back as skipped served records.
 */
describe.each(databaseKinds)('the skipped answers migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  it('keeps the skips and drops the served records', async () => {
    game = await startGame(kind);
    const db = game.database.db;
    for (const uid of ['ana', 'beto', 'judge']) {
      await game.register(uid);
      await game.play(uid);
    }
    const [ana, beto] = [await game.answerOf('ana'), await game.answerOf('beto')];
    game.clock.advanceDays(1);
    const skipped = await game.call('judge', {
      method: 'POST',
      url: '/api/vote/skip',
      payload: { answer_uuid: await game.serve('judge', beto) },
    });
    expect(skipped.statusCode).toBe(204);
    const untyped = db as unknown as Kysely<unknown>;
    await changingTables(game.database, async () => {
      await down(untyped, kind);
      // As served records were: one handed out and one skipped.
      await sql`INSERT INTO served_answers (judge_uid, answer_id, served_at)
                VALUES ('judge', ${ana}, '2026-11-17T12:00:00.000Z')`.execute(db);
      await up(untyped, kind);
    });

    expect(
      await db.selectFrom('skipped_answers').select(['judge_uid', 'answer_id']).execute(),
    ).toEqual([{ judge_uid: 'judge', answer_id: beto }]);
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('served_answers');
    // The skip still holds: the judge is handed ana's answer only.
    for (let i = 0; i < 3; i++) {
      const handed = await game.call('judge', { method: 'GET', url: '/api/vote/random' });
      expect(await game.handed('judge', handed.json().answer_uuid)).toBe(ana);
    }
  });
});
