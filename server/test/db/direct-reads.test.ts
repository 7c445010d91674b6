import { afterEach, describe, expect, it } from 'vitest';
import { insertPlayer, findPlayer } from '../../src/players/players.repository';
import { countingQueries } from '../support/counted-queries';
import { openTestDatabase, type TestDatabase } from '../support/databases';

// SQLite's reads of compiledOnce run at once, outside Kysely, while its one connection is free
// (db/direct-reads.ts). A read must never run on the connection while a call's transaction holds
// it: it would see that transaction's rows before their commit, or after their rollback.

const player = (uid: string) => ({
  uid,
  alias: `Jugador ${uid}`,
  alias_key: `jugador ${uid}`,
  alias_look_key: `jugador ${uid}`,
  timezone: 'Europe/Madrid',
  notifications: 0,
  created_at: '2026-11-16T12:00:00.000Z',
});

/** Whether a promise has settled, after the turns of the event loop now due. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('SQLite reads run at once only on a free connection', () => {
  let database: TestDatabase;
  afterEach(async () => database.drop());

  it('reads the last commit at once', async () => {
    database = await openTestDatabase('sqlite');
    await insertPlayer(database.db, player('ana'));
    await expect(findPlayer(database.db, 'ana')).resolves.toEqual({
      uid: 'ana',
      alias: 'Jugador ana',
      banned: false,
    });
    await expect(findPlayer(database.db, 'nadie')).resolves.toBeUndefined();
  });

  it('waits for a transaction in flight, and sees neither its rows before the commit nor after a rollback', async () => {
    database = await openTestDatabase('sqlite');
    const { db } = database;
    let commit!: () => void;
    const committing = db.transaction().execute(async (trx) => {
      await insertPlayer(trx, player('ana'));
      await new Promise<void>((resolve) => (commit = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    const read = findPlayer(db, 'ana');
    expect(await settled(read)).toBe(false);
    commit();
    await committing;
    await expect(read).resolves.toMatchObject({ uid: 'ana' });

    const rolledBack = db
      .transaction()
      .execute(async (trx) => {
        await insertPlayer(trx, player('bea'));
        await new Promise<void>((resolve) => (commit = resolve));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const readDuring = findPlayer(db, 'bea');
    expect(await settled(readDuring)).toBe(false);
    commit();
    await rolledBack;
    await expect(readDuring).resolves.toBeUndefined();
  });

  it('reads within a transaction through it, its own rows included', async () => {
    database = await openTestDatabase('sqlite');
    const seen = await database.db.transaction().execute(async (trx) => {
      await insertPlayer(trx, player('ana'));
      return findPlayer(trx, 'ana');
    });
    expect(seen).toMatchObject({ uid: 'ana' });
  });

  it('reads through Kysely on a copy of the database with a plugin, which then sees every read', async () => {
    database = await openTestDatabase('sqlite');
    await insertPlayer(database.db, player('ana'));
    const { db, queries } = countingQueries(database.db);
    await expect(findPlayer(db, 'ana')).resolves.toMatchObject({ uid: 'ana' });
    expect(queries()).toBe(1);
  });
});
