import { describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../support/databases';

// Regression: Kysely found another schema's migration table and skipped creating its own, so a
// second schema in the same PostgreSQL database failed to migrate while the first existed.
describe.runIf(databaseKinds.includes('postgres'))('migrations on PostgreSQL', () => {
  it('migrate a schema while another schema of the database is already migrated', async () => {
    const first = await openTestDatabase('postgres');
    try {
      const second = await openTestDatabase('postgres');
      try {
        for (const database of [first, second]) {
          const players = await database.db.selectFrom('players').selectAll().execute();
          expect(players).toEqual([]);
        }
      } finally {
        await second.drop();
      }
    } finally {
      await first.drop();
    }
  });
});
