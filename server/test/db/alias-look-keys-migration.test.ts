import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/2026-11-25T08-alias-look-keys';
import { aliasLookKey } from '../../src/players/alias-key';
import {
  changingTables,
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from '../support/databases';

/**
 * Players registered before look-alikes were folded before case get their look key, the same the
 * app gives; of two old aliases that look alike ("pablo", "pabIo") the earlier keeps the plain
 * key, and the anonymous owners of deleted players' answers get none.
 */
describe.each(databaseKinds)('the alias look keys migration on %s', (kind) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('gives every player the look key, keeping look-alikes registered earlier apart', async () => {
    database = await openTestDatabase(kind);
    // Migrations see the database untyped, as migrate.ts hands it to them.
    const untyped = database.db as unknown as Kysely<unknown>;
    await changingTables(database, () => down(untyped));
    const player = (uid: string, alias: string, at: string) => ({
      uid,
      alias,
      alias_key: `${alias}-${uid}`,
      timezone: 'UTC',
      notifications: 0,
      created_at: `2026-11-0${at}T10:00:00.000Z`,
    });
    await (untyped as Kysely<{ players: ReturnType<typeof player> & { deleted_at?: string } }>)
      .insertInto('players')
      .values([
        player('b', 'pabIo', '2'),
        player('a', 'pablo', '1'),
        player('c', 'ＩＳＡＢＥＬ', '3'),
        { ...player('deleted:x', '', '4'), deleted_at: '2026-11-05T10:00:00.000Z' },
      ])
      .execute();
    await changingTables(database, () => up(untyped));
    const keys = await database.db
      .selectFrom('players')
      .select(['uid', 'alias_look_key'])
      .orderBy('uid')
      .execute();
    expect(keys).toEqual([
      { uid: 'a', alias_look_key: aliasLookKey('pablo') },
      { uid: 'b', alias_look_key: `${aliasLookKey('pablo')}#b` },
      { uid: 'c', alias_look_key: aliasLookKey('ＩＳＡＢＥＬ') },
      { uid: 'deleted:x', alias_look_key: null },
    ]);
    expect(aliasLookKey('ＩＳＡＢＥＬ')).toBe('lsabel');
  });
});
