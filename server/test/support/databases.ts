import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../src/db/database';

export type DatabaseKind = 'sqlite' | 'postgres';

// `npm run test:all` refuses to start without it.
const postgresUrl = process.env.TEST_DATABASE_URL;

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/**
 * The advisory lock between migrating a test schema (any number at once) and dropping one or
 * changing its tables (one at a time).
 */
const SCHEMAS_LOCK = 20_261_125;

export interface TestDatabase extends OpenDatabase {
  /** Another connection to the same data, as a server restarted on it opens (closed by the caller). */
  reopen(): Promise<OpenDatabase>;
  /** Closes the connection and throws the data away. */
  drop(): Promise<void>;
  /** Set by changingTables: the tables are no longer the migrations' own, so none reuses them. */
  tablesChanged?: boolean;
}

/**
 * This worker's PostgreSQL test databases that their tests have dropped, still open, with their
 * tables as the migrations left them: the next test empties one back to the template's rows (a
 * few milliseconds) instead of making, migrating and connecting to a schema of its own (about
 * 400 ms). global-setup.ts migrates the template and drops every schema of the run after it.
 */
const spares: { schema: string; opened: OpenDatabase }[] = [];

/**
 * A new, empty, migrated database: a SQLite file in a temporary folder, copied from the template
 * global-setup.ts migrated once, or a PostgreSQL schema of this worker's, emptied.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const folder = mkdtempSync(path.join(tmpdir(), 'words-test-'));
    const sqliteFile = path.join(folder, 'words.sqlite');
    copyFileSync(inject('sqliteTemplate'), sqliteFile);
    const opened = await openDatabase({ url: null, sqliteFile });
    return {
      ...opened,
      reopen: () => openDatabase({ url: null, sqliteFile }),
      async drop() {
        await opened.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const spare = spares.pop();
  if (spare) await emptyTables(spare.opened);
  const schema =
    spare?.schema ?? `${inject('postgresSchemaPrefix')}${randomBytes(4).toString('hex')}`;
  const opened = spare?.opened ?? (await openNewSchema(schema));
  let closed = false;
  const database: TestDatabase = {
    ...opened,
    async close() {
      closed = true;
      await opened.close();
    },
    reopen: () => openSchema(schema),
    async drop() {
      if (!closed && !database.tablesChanged) {
        spares.push({ schema, opened });
        return;
      }
      if (!closed) await opened.close();
      await withAdmin((admin) =>
        admin.query(`SELECT pg_advisory_xact_lock(${SCHEMAS_LOCK}); DROP SCHEMA ${schema} CASCADE`),
      );
    },
  };
  return database;
}

/**
 * Opens, and migrates where needed, the PostgreSQL schema `schema`. Kysely's migrator reads every
 * schema of the database: one that another worker drops meanwhile fails it ("schema … does not
 * exist"). Migrations hold this lock shared, drops alone.
 */
function openSchema(schema: string, create = ''): Promise<OpenDatabase> {
  return withAdmin(async (admin) => {
    await admin.query(`SELECT pg_advisory_lock_shared(${SCHEMAS_LOCK}); ${create}`);
    return openDatabase({ url: postgresUrl ?? null, sqliteFile: '', pgSchema: schema });
  });
}

/** Makes the PostgreSQL schema `schema` and opens it migrated. */
const openNewSchema = (schema: string) => openSchema(schema, `CREATE SCHEMA ${schema}`);

/** The migrated schema whose rows an emptied test schema gets back (global-setup.ts makes it). */
const templateSchema = (prefix: string) => `${prefix}template`;

/**
 * Brings every table back to the template's rows (those the migrations insert), whatever
 * references what (foreign keys wait while session_replication_role is replica); a table the
 * game makes as it runs (the rate limits' counters) is emptied.
 */
async function emptyTables({ db }: OpenDatabase): Promise<void> {
  const template = templateSchema(inject('postgresSchemaPrefix'));
  const { rows } = await sql<{ name: string; migrated: boolean }>`
    SELECT tablename AS name, EXISTS (SELECT 1 FROM pg_tables t
      WHERE t.schemaname = ${template} AND t.tablename = p.tablename) AS migrated
    FROM pg_tables p WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely_%'`.execute(
    db,
  );
  const refill = rows.map(({ name, migrated }) =>
    migrated
      ? `DELETE FROM ${name}; INSERT INTO ${name} SELECT * FROM ${template}.${name};`
      : `DELETE FROM ${name};`,
  );
  await sql
    .raw(`BEGIN; SET LOCAL session_replication_role = replica; ${refill.join(' ')} COMMIT;`)
    .execute(db);
}

/**
 * Runs `work`, which changes the tables of a test database (a migration's down and up), while no
 * other worker migrates one: Kysely's migrator reads the columns of every schema, and fails on a
 * column dropped meanwhile ("column … does not exist"). The database is not reused after it.
 */
export async function changingTables<T>(
  database: TestDatabase,
  work: () => Promise<T>,
): Promise<T> {
  database.tablesChanged = true;
  if (database.kind === 'sqlite') return work();
  return withAdmin((admin) => holdingSchemasLock(admin, 'alone', work));
}

/**
 * Holds the schemas lock on `admin` while `work` runs: shared to migrate a schema of one's own,
 * alone to drop one or change its tables. For a test that makes its schema itself.
 */
export async function holdingSchemasLock<T>(
  admin: pg.Client,
  mode: 'shared' | 'alone',
  work: () => Promise<T>,
): Promise<T> {
  const kind = mode === 'shared' ? '_shared' : '';
  await admin.query(`SELECT pg_advisory_lock${kind}(${SCHEMAS_LOCK})`);
  try {
    return await work();
  } finally {
    await admin.query(`SELECT pg_advisory_unlock${kind}(${SCHEMAS_LOCK})`);
  }
}

/** `work` on a connection of its own, closed after it (which releases its locks). */
async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Before the run (global-setup.ts): the migrated schema whose rows every emptied one gets back. */
export async function migrateTemplateSchema(prefix: string): Promise<void> {
  if (!postgresUrl) return;
  await (await openNewSchema(templateSchema(prefix))).close();
}

/** After the run (global-setup.ts): drops the PostgreSQL test schemas whose names begin with `prefix`. */
export async function dropTestSchemas(prefix: string): Promise<void> {
  if (!postgresUrl) return;
  await withAdmin(async (admin) => {
    await admin.query(`SELECT pg_advisory_lock(${SCHEMAS_LOCK})`);
    const { rows } = await admin.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
      [prefix],
    );
    for (const { name } of rows) await admin.query(`DROP SCHEMA ${name} CASCADE`);
  });
}
