import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { dropTestSchemas, migrateTemplateSchema } from './databases';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Once for the whole run: the server's build in server/dist (the operators' commands and the
 * demo's seed, which tests run as built files), and one SQLite database migrated once, whose file
 * each test database copies (databases.ts): a few milliseconds instead of the ~180 ms the
 * migrations take with their fsyncs. On PostgreSQL, a migrated template schema whose rows a test
 * schema gets back when the next test reuses it; the run's schemas are dropped after it.
 */
export default async function setup(project: TestProject) {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const folder = mkdtempSync(path.join(tmpdir(), 'words-template-'));
  const file = path.join(folder, 'words.sqlite');
  const template = await openDatabase({ url: null, sqliteFile: file });
  await template.close();
  // Closed, SQLite has moved its write-ahead log into the file: the file alone is the database.
  if (existsSync(`${file}-wal`)) throw new Error(`The template database kept its log: ${file}-wal`);
  project.provide('sqliteTemplate', file);
  const schemaPrefix = `test_${randomBytes(4).toString('hex')}_`;
  await migrateTemplateSchema(schemaPrefix);
  project.provide('postgresSchemaPrefix', schemaPrefix);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await dropTestSchemas(schemaPrefix);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file that test databases are copied from. */
    sqliteTemplate: string;
    /** The names of this run's PostgreSQL test schemas begin with it (databases.ts). */
    postgresSchemaPrefix: string;
  }
}
