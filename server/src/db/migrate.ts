import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as initial from './migrations/2026-11-22T00-initial';
import * as rankings from './migrations/2026-11-22T01-rankings';
import * as servedAnswers from './migrations/2026-11-23T00-served-answers';
import * as aliasKeys from './migrations/2026-11-23T01-alias-keys';

/** Listed here, not read from disk, so the bundled server carries them. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-rankings': rankings,
  '2026-11-23T00-served-answers': servedAnswers,
  '2026-11-23T01-alias-keys': aliasKeys,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// Migrations work on any schema, past or present, so they see the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its migration table in every PostgreSQL schema: name the one in use, or a
  // database whose other schema already has one would never get its own.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
