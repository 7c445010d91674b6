import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitWithoutWaiting } from '../../src/db/commit-without-waiting';
import type { Db } from '../../src/db/database';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

/** What the connection's next commit waits for: 'on'/'off' on PostgreSQL, 2 (FULL) or 1 on SQLite. */
async function commitSetting(db: Db, kind: string): Promise<string> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db);
    return rows[0]?.synchronous_commit ?? '';
  }
  const { rows } = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
  return String(rows[0]?.synchronous);
}

describe.each(databaseKinds)('a commit that does not wait for the disk, on %s', (kind) => {
  let database: TestDatabase;
  const durable = kind === 'postgres' ? 'on' : '2';
  const unawaited = kind === 'postgres' ? 'off' : '1';
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.drop());

  it('commits its rows without waiting, and every other commit still waits', async () => {
    const inside = await commitWithoutWaiting(database.db, async (trx) => {
      await trx.updateTable('player_changes').set({ version: 7 }).where('id', '=', 1).execute();
      return commitSetting(trx, kind);
    });
    expect(inside).toBe(unawaited);
    const { version } = await database.db
      .selectFrom('player_changes')
      .select('version')
      .executeTakeFirstOrThrow();
    expect(Number(version)).toBe(7);
    await database.db.transaction().execute(async (trx) => {
      expect(await commitSetting(trx, kind)).toBe(durable);
    });
  });

  it('rolls back on an error, and the durable setting comes back', async () => {
    await expect(
      commitWithoutWaiting(database.db, async (trx) => {
        await trx.updateTable('player_changes').set({ version: 9 }).where('id', '=', 1).execute();
        throw new Error('fails');
      }),
    ).rejects.toThrow('fails');
    const { version } = await database.db
      .selectFrom('player_changes')
      .select('version')
      .executeTakeFirstOrThrow();
    expect(Number(version)).toBe(7);
    expect(await commitSetting(database.db, kind)).toBe(durable);
  });
});
