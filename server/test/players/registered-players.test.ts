import { afterEach, describe, expect, it } from 'vitest';
import { createRegisteredPlayers } from '../../src/players/registered-players';
import { createPlayers } from '../../src/players/players';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';
import { TestClock } from '../support/clock';

const clock = new TestClock('2026-11-22T10:00:00Z');
const register = (database: TestDatabase, uid: string) =>
  createPlayers({ db: database.db, clock }).register(uid, {
    alias: `Jugador ${uid}`,
    timezone: 'Europe/Madrid',
    notifications: false,
  });
/** Takes the rows away behind the cache's back: what it still finds, it remembered. */
const forgetAllInDatabase = (database: TestDatabase) => database.db.deleteFrom('players').execute();

describe.each(databaseKinds)('registered players on %s', (kind) => {
  let database: TestDatabase;
  afterEach(async () => database?.drop());

  it('reads a registered player once, then remembers the row', async () => {
    database = await openTestDatabase(kind);
    await register(database, 'ana');
    const players = createRegisteredPlayers(database.db);
    const first = await players.find('ana');
    expect(first).toMatchObject({ uid: 'ana', alias: 'Jugador ana' });
    await forgetAllInDatabase(database);
    expect(await players.find('ana')).toEqual(first);
  });

  it('does not remember an unregistered uid, which may register at any moment', async () => {
    database = await openTestDatabase(kind);
    const players = createRegisteredPlayers(database.db);
    expect(await players.find('beto')).toBeUndefined();
    await register(database, 'beto');
    expect(await players.find('beto')).toMatchObject({ uid: 'beto' });
  });

  it('when full, forgets the player unseen for longest', async () => {
    database = await openTestDatabase(kind);
    for (const uid of ['ana', 'beto', 'carla']) await register(database, uid);
    const players = createRegisteredPlayers(database.db, 2);
    await players.find('ana');
    await players.find('beto');
    await players.find('ana'); // beto is now the one unseen for longest
    await players.find('carla');
    await forgetAllInDatabase(database);
    expect(await players.find('ana')).toMatchObject({ uid: 'ana' });
    expect(await players.find('carla')).toMatchObject({ uid: 'carla' });
    expect(await players.find('beto')).toBeUndefined();
  });
});
