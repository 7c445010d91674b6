import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { up } from '../../src/db/migrations/2026-11-23T01-alias-keys';
import { aliasKey } from '../../src/players/alias-key';
import {
  changingTables,
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../support/databases';

/**
 * Players registered before aliases were compared by their look (keys folded by case and accents
 * only) get the new keys; two old aliases that now look alike both stay, the earlier one with the
 * plain key, so nobody new can take either.
 */
describe.each(databaseKinds)('the alias keys migration on %s', (kind) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('recomputes every key, and keeps look-alikes registered earlier apart', async () => {
    database = await openTestDatabase(kind);
    const player = (uid: string, alias: string, at: string) => ({
      uid,
      alias,
      alias_key: alias.toLowerCase(),
      timezone: 'UTC',
      notifications: 0,
      created_at: `2026-11-0${at}T10:00:00.000Z`,
    });
    await database.db
      .insertInto('players')
      .values([
        player('b', 'Ａｌｉｃｅ', '2'),
        player('a', 'Alice', '1'),
        player('c', 'Bruno', '3'),
        // Registered last under a key the old folding gave it.
        { ...player('d', 'alice', '4'), alias_key: 'alice-old' },
      ])
      .execute();
    // Migrations see the database untyped, as migrate.ts hands it to them.
    await changingTables(database, () => up(database.db as unknown as Kysely<unknown>));
    const keys = await database.db
      .selectFrom('players')
      .select(['uid', 'alias', 'alias_key'])
      .orderBy('uid')
      .execute();
    expect(keys).toEqual([
      { uid: 'a', alias: 'Alice', alias_key: aliasKey('Alice') },
      { uid: 'b', alias: 'Ａｌｉｃｅ', alias_key: `${aliasKey('Alice')}#b` },
      { uid: 'c', alias: 'Bruno', alias_key: aliasKey('Bruno') },
      { uid: 'd', alias: 'alice', alias_key: `${aliasKey('Alice')}#d` },
    ]);
  });
});
