import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';

/**
 * Inserts many rows a few hundred at a time, in multi-row INSERTs. The repositories insert one row
 * per call, which is right for the game and far too slow to seed 100,000 answers.
 * Call it inside a transaction (pass the transaction as `db`) so the whole seed is one commit.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot check `values` against a table chosen by a type parameter; the caller's
    // `rows` already are the table's insertable rows.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}
