import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
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
import * as heldAnswers from './migrations/2026-11-30T0a-held-answers';
import * as periodPlaces from './migrations/2026-11-30T0b-period-places';
import * as penaVotes from './migrations/2026-11-30T0c-pena-votes';
import * as duels from './migrations/2026-11-30T0d-duels';
import * as duelCounts from './migrations/2026-12-07T00-duel-counts';
import * as regions from './migrations/2026-12-07T01-regions';
import * as duelNudges from './migrations/2026-12-07T02-duel-nudges';
import * as crowdMind from './migrations/2026-12-07T03-crowd-mind';
import * as regionRankings from './migrations/2026-12-07T04-region-rankings';

/** A migration, told which database it migrates when it differs between them. */
export interface KindMigration {
  // Migrations work on any schema, past or present, so they see the database untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, kind: DatabaseKind): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>, kind: DatabaseKind): Promise<void>;
}

/**
 * Listed here, not read from disk, so the bundled server carries them. Names sort by time.
 *
 * Additive within a release (decision 0057): the previous release keeps serving on the database a
 * new one has migrated, so a migration adds (tables, nullable or defaulted columns, indexes) and
 * never drops, renames or tightens what the previous release reads or writes. Removing comes in a
 * later release than the one that stopped using it.
 */
export const MIGRATIONS: Record<string, KindMigration> = {
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
  '2026-11-30T0a-held-answers': heldAnswers,
  '2026-11-30T0b-period-places': periodPlaces,
  '2026-11-30T0c-pena-votes': penaVotes,
  '2026-11-30T0d-duels': duels,
  '2026-12-07T00-duel-counts': duelCounts,
  '2026-12-07T01-regions': regions,
  '2026-12-07T02-duel-nudges': duelNudges,
  '2026-12-07T03-crowd-mind': crowdMind,
  '2026-12-07T04-region-rankings': regionRankings,
};

/** The migrations as Kysely runs them, each told the kind of the database. */
function providerFor(
  kind: DatabaseKind,
  migrations: Record<string, KindMigration>,
  newerThanCode: readonly string[],
): MigrationProvider {
  const told = Object.entries(migrations).map(([name, { up, down }]): [string, Migration] => [
    name,
    { up: (db) => up(db, kind), ...(down && { down: (db) => down(db, kind) }) },
  ]);
  // Kysely refuses a database holding a migration it was not given, with no option to allow it
  // (kysely-org/kysely#1186): those a newer release ran stand in as migrations without steps.
  const ranElsewhere = newerThanCode.map((name): [string, Migration] => [
    name,
    { up: async () => {} },
  ]);
  return { getMigrations: async () => Object.fromEntries([...told, ...ranElsewhere]) };
}

type Found = { found: unknown };

/**
 * The names of the migrations the database has run, or none where it has no migration table yet.
 * Asked of the catalog by name: Kysely's introspection reads the columns of every table of every
 * schema, which costs a start more than all of its migrations checks.
 */
async function migrationsRun(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  schema: string | undefined,
): Promise<string[]> {
  const table = schema
    ? sql<Found>`select to_regclass(quote_ident(${schema}) || '.' || ${DEFAULT_MIGRATION_TABLE}) as found`
    : sql<Found>`select 1 as found from sqlite_master where type = 'table' and name = ${DEFAULT_MIGRATION_TABLE}`;
  if (!(await table.execute(db)).rows[0]?.found) return [];
  const run = await (schema ? db.withSchema(schema) : db)
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select('name')
    .execute();
  return run.map((row: { name: string }) => row.name).sort();
}

/**
 * Brings the database to the latest of `migrations` (the game's own but in tests). Returns the
 * migrations a newer release has run on it, which this code does not know and leaves as they are.
 */
export async function migrateToLatest(
  // Migrations work on any schema, past or present, so they see the database untyped.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: Record<string, KindMigration> = MIGRATIONS,
): Promise<{ newerThanCode: string[] }> {
  // Kysely looks for its migration table in every PostgreSQL schema: name the one in use, or a
  // database whose other schema already has one would never get its own.
  const kind = kindOf(db);
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const run = await migrationsRun(db, migrationTableSchema);
  const known = Object.keys(migrations).sort();
  const last = known.at(-1) ?? '';
  // Those a newer release has run: this code does not know them and leaves them as they are.
  const newerThanCode = run.filter((name) => name > last);
  // Every start but an upgrade's finds exactly its own run: no migrator, no lock, no introspection.
  const ownRun = run.filter((name) => name <= last);
  if (ownRun.length === known.length && ownRun.every((name, i) => name === known[i])) {
    return { newerThanCode };
  }
  const provider = providerFor(kind, migrations, newerThanCode);
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
  return { newerThanCode };
}
