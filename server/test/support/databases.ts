import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../../src/db/database';

export type DatabaseKind = 'sqlite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !postgresUrl) {
  throw new Error('In CI the PostgreSQL tests must run: set TEST_DATABASE_URL');
}

/** SQLite always; PostgreSQL too whenever TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase extends OpenDatabase {
  /** Closes the connection and throws the data away. */
  drop(): Promise<void>;
}

/** A new, empty, migrated database: a SQLite file in a temporary folder, or a PostgreSQL schema. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const sqliteFile = path.join(mkdtempSync(path.join(tmpdir(), 'words-test-')), 'words.sqlite');
    const opened = await openDatabase({ url: null, sqliteFile });
    return { ...opened, drop: opened.close };
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`CREATE SCHEMA ${schema}`);
  const opened = await openDatabase({ url: postgresUrl ?? null, sqliteFile: '', pgSchema: schema });
  return {
    ...opened,
    async drop() {
      await opened.close();
      await adminQuery(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
