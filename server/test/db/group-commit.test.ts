import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupCommit } from '../../src/db/group-commit';
import { openTestDatabase, type TestDatabase } from '../support/databases';

/** An error as PostgreSQL reports a deadlock between two transactions. */
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('group commit', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('writes a lone item that lost a deadlock again, and it goes through', async () => {
    let attempts = 0;
    const write = createGroupCommit(database.db, async (_trx, items: number[]) => {
      attempts += 1;
      if (attempts < 3) throw deadlock();
      return items.map((n) => n * 2);
    });
    expect(await write(21)).toBe(42);
    expect(attempts).toBe(3);
  });

  it('gives up after three attempts, with the database’s error', async () => {
    let attempts = 0;
    const write = createGroupCommit(database.db, async () => {
      attempts += 1;
      throw deadlock();
    });
    await expect(write(1)).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(3);
  });

  it('does not write again an item refused for another reason', async () => {
    let attempts = 0;
    const write = createGroupCommit(database.db, async () => {
      attempts += 1;
      throw Object.assign(new Error('foreign key'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    });
    await expect(write(1)).rejects.toThrow('foreign key');
    expect(attempts).toBe(1);
  });

  it.each([
    ['durable', true],
    ['statement', false],
  ] as const)('writes a %s batch in a transaction: %s', async (how, inTransaction) => {
    const write = createGroupCommit(
      database.db,
      async (trx, items: number[]) => items.map(() => trx.isTransaction),
      how,
    );
    expect(await Promise.all([write(1), write(2)])).toEqual([inTransaction, inTransaction]);
  });
});
