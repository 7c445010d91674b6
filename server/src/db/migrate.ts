import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { kindOf, type DatabaseKind } from './dialect';
import * as initial from './migrations/2026-11-22T00-initial';
import * as rankings from './migrations/2026-11-22T01-rankings';
import * as servedAnswers from './migrations/2026-11-23T00-served-answers';
import * as aliasKeys from './migrations/2026-11-23T01-alias-keys';
import * as judgingQueue from './migrations/2026-11-24T00-judging-queue';
import * as crowdCounts from './migrations/2026-11-24T01-crowd-counts';
import * as moderation from './migrations/2026-11-24T02-moderation';
import * as wordLists from './migrations/2026-11-24T03-word-lists';
import * as establishedJudges from './migrations/2026-11-25T00-established-judges';
import * as judgingByDay from './migrations/2026-11-25T05-judging-by-day';
import * as rankedFigures from './migrations/2026-11-25T06-ranked-figures';
import * as rankingExplained from './migrations/2026-11-25T07-ranking-explained';
import * as aliasLookKeys from './migrations/2026-11-25T08-alias-look-keys';
import * as groups from './migrations/2026-11-27T02-groups';
import * as reminders from './migrations/2026-11-27T03-reminders';
import * as servedAnswersByAnswer from './migrations/2026-11-28T00-served-answers-by-answer';
import * as servedAnswersByTime from './migrations/2026-11-28T01-served-answers-by-time';
import * as skippedAnswers from './migrations/2026-11-28T02-skipped-answers';
import * as reminderClaims from './migrations/2026-11-29T00-reminder-claims';

/** A migration, told which database it migrates when it differs between them. */
interface KindMigration {
  // Migrations work on any schema, past or present, so they see the database untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, kind: DatabaseKind): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>, kind: DatabaseKind): Promise<void>;
}

/** Listed here, not read from disk, so the bundled server carries them. Names sort by time. */
const migrations: Record<string, KindMigration> = {
  '2026-11-22T00-initial': initial,
  '2026-11-22T01-rankings': rankings,
  '2026-11-23T00-served-answers': servedAnswers,
  '2026-11-23T01-alias-keys': aliasKeys,
  '2026-11-24T00-judging-queue': judgingQueue,
  '2026-11-24T01-crowd-counts': crowdCounts,
  '2026-11-24T02-moderation': moderation,
  '2026-11-24T03-word-lists': wordLists,
  '2026-11-25T00-established-judges': establishedJudges,
  '2026-11-25T05-judging-by-day': judgingByDay,
  '2026-11-25T06-ranked-figures': rankedFigures,
  '2026-11-25T07-ranking-explained': rankingExplained,
  '2026-11-25T08-alias-look-keys': aliasLookKeys,
  '2026-11-27T02-groups': groups,
  '2026-11-27T03-reminders': reminders,
  '2026-11-28T00-served-answers-by-answer': servedAnswersByAnswer,
  '2026-11-28T01-served-answers-by-time': servedAnswersByTime,
  '2026-11-28T02-skipped-answers': skippedAnswers,
  '2026-11-29T00-reminder-claims': reminderClaims,
};

/** The migrations as Kysely runs them, each told the kind of the database. */
function providerFor(kind: DatabaseKind): MigrationProvider {
  const told = Object.entries(migrations).map(([name, { up, down }]): [string, Migration] => [
    name,
    { up: (db) => up(db, kind), ...(down && { down: (db) => down(db, kind) }) },
  ]);
  return { getMigrations: async () => Object.fromEntries(told) };
}

// Migrations work on any schema, past or present, so they see the database untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its migration table in every PostgreSQL schema: name the one in use, or a
  // database whose other schema already has one would never get its own.
  const kind = kindOf(db);
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({ db, provider: providerFor(kind), migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
