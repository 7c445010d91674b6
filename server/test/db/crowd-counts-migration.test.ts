import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-24T01-crowd-counts';
import { changingTables, databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** Answers filed before the crowd was counted are counted by the migration, as filing counts them. */
describe.each(databaseKinds)('the crowd counts migration on %s', (kind) => {
  let game: TestGame;
  afterEach(() => game.close());

  it('counts the answers already filed exactly as filing them counts them', async () => {
    game = await startGame(kind);
    const answers = ['olas', 'ñandú', 'olas', 'árbol'];
    for (const [i, answer] of answers.entries()) {
      await game.register(`p${i}`, `Jugador ${i}`);
      expect((await game.submit(`p${i}`, answer)).statusCode).toBe(201);
    }
    game.clock.advanceDays(1);
    await game.register('tarde', 'Tarde');
    expect((await game.submit('tarde', 'olas')).statusCode).toBe(201);

    const { db } = game.database;
    const counted = async () => ({
      days: await db.selectFrom('crowd_days').selectAll().orderBy('day').execute(),
      answers: await db
        .selectFrom('crowd_answers')
        .selectAll()
        .orderBy('day')
        .orderBy('answer')
        .execute(),
    });
    const asFiled = await counted();
    expect(asFiled.days).toEqual([
      { day: '2026-11-16', players: 4 },
      { day: '2026-11-17', players: 1 },
    ]);

    // Migrations see the database untyped, as migrate.ts hands it to them.
    const untyped = db as unknown as Kysely<unknown>;
    await changingTables(game.database, async () => {
      await down(untyped);
      await up(untyped);
    });
    expect(await counted()).toEqual(asFiled);
  });
});
