import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T00-initial';
import * as rankings from './migrations/2026-11-22T01-rankings';

/** Listed here, not read from disk, so the bundled server carries them. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-rankings': rankings,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on any schema, past or present, so they see the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
