import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { OpenDatabase } from '../../src/db/database';
import { MIGRATIONS, migrateToLatest, type KindMigration } from '../../src/db/migrate';
import { changingTables, databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';

/** A later release's migration: additive, as decision 0057 asks (a nullable column). */
const LATER = '2099-01-01T00-later-release';
const later: KindMigration = {
  async up(db) {
    await db.schema.alterTable('players').addColumn('later_note', 'text').execute();
  },
};
const withLater = { ...MIGRATIONS, [LATER]: later };

// Issue 45: the previous build refused to start on a database the new one had migrated
// ("corrupted migrations: previously executed migration … is missing").
describe.each(databaseKinds)('a database migrated by a newer release, on %s', (kind) => {
  let game: TestGame;
  let restarted: OpenDatabase | undefined;
  afterEach(async () => {
    await restarted?.close();
    restarted = undefined;
    await game.close();
  });

  it('still opens with this code, which says what it found and serves on it', async () => {
    game = await startGame(kind);
    await game.register('ana', 'Ana Sol');
    // Alone among the test schemas: Kysely's migrator reads the columns of every one.
    const migrated = await changingTables(game.database, () =>
      migrateToLatest(game.database.db, withLater),
    );
    expect(migrated).toEqual({ newerThanCode: [] });

    // This code restarting on it, as an instance of the previous release does during a deploy.
    restarted = await game.database.reopen();
    expect(restarted.newerMigrations).toEqual([LATER]);
    const app = await buildApp(game.config, {
      db: restarted.db,
      clock: game.clock,
      keySource: game.signer.keySource,
      logger: false,
    });
    try {
      const call = async (uid: string, url: string, method: 'GET' | 'POST', payload?: object) =>
        app.inject({
          method,
          url,
          payload,
          headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
        });
      const registered = await call('bea', '/api/user/register', 'POST', {
        alias: 'Bea Luz',
        timezone: 'Europe/Madrid',
        notifications: false,
      });
      expect(registered.statusCode).toBe(201);
      const exported = await call('ana', '/api/user/export', 'GET');
      expect(exported.statusCode).toBe(200);
      expect(exported.json()).toMatchObject({ registration: { uid: 'ana', alias: 'Ana Sol' } });
    } finally {
      await app.close();
    }
    // The newer release's column is left as it was, and its migration still counted as run.
    const later = await sql<{
      n: number;
    }>`select count(*) as n from kysely_migration where name = ${LATER}`.execute(restarted.db);
    expect(Number(later.rows[0]?.n)).toBe(1);
  });

  it('still refuses a migration it does not know among its own', async () => {
    game = await startGame(kind);
    const first = Object.keys(MIGRATIONS)[0] ?? '';
    const stray = `${first}-stray`;
    await sql`insert into kysely_migration (name, timestamp) values (${stray}, ${new Date().toISOString()})`.execute(
      game.database.db,
    );
    await expect(game.database.reopen()).rejects.toThrow();
  });
});
