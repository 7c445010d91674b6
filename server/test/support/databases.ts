import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
}

/**
 * A new, empty, migrated database: a SQLite file in a temporary folder, copied from the template
 * global-setup.ts migrated once, or a PostgreSQL schema (its migrations take ~80 ms, about what
 * copying a template database would).
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
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  // Kysely's migrator reads every schema of the database: one that another worker drops meanwhile
  // fails it ("schema … does not exist"). Migrations hold this lock shared, drops alone.
  const open = () => openDatabase({ url: postgresUrl ?? null, sqliteFile: '', pgSchema: schema });
  const opened = await withAdmin(async (admin) => {
    await admin.query(`SELECT pg_advisory_lock_shared(${SCHEMAS_LOCK}); CREATE SCHEMA ${schema}`);
    return open();
  });
  return {
    ...opened,
    reopen: () =>
      withAdmin(async (admin) => {
        await admin.query(`SELECT pg_advisory_lock_shared(${SCHEMAS_LOCK})`);
        return open();
      }),
    async drop() {
      await opened.close();
      await withAdmin((admin) =>
        admin.query(`SELECT pg_advisory_xact_lock(${SCHEMAS_LOCK}); DROP SCHEMA ${schema} CASCADE`),
      );
    },
  };
}

/**
 * Runs `work`, which changes the tables of a test database (a migration's down and up), while no
 * other worker migrates one: Kysely's migrator reads the columns of every schema, and fails on a
 * column dropped meanwhile ("column … does not exist").
 */
export async function changingTables<T>(kind: DatabaseKind, work: () => Promise<T>): Promise<T> {
  if (kind === 'sqlite') return work();
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
