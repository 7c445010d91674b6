import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { kindOf, onPostgres } from '../../src/db/dialect';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases';

describe.each(databaseKinds)('the dialect of a database opened on %s', (kind) => {
  let database: TestDatabase;
  afterEach(() => database.drop());

  it('is the kind it was opened with, for the database and a transaction on it', async () => {
    database = await openTestDatabase(kind);
    expect(kindOf(database.db)).toBe(kind);
    expect(await database.db.transaction().execute(async (trx) => kindOf(trx))).toBe(kind);
    expect(onPostgres(database.db)).toBe(kind === 'postgres');
  });
});

describe('a database opened without saying its kind', () => {
  it('is refused rather than guessed', async () => {
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(':memory:') }),
    });
    try {
      expect(() => kindOf(db)).toThrow(/without saying its kind/);
    } finally {
      await db.destroy();
    }
  });
});
