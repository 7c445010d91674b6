import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenDatabase } from '../../../src/db/database';
import { admin, createScratchDatabase } from '../../reliability/support/postgres';
import type { DatabaseKind } from '../../support/databases';

/**
 * A database the built server runs on and the test's process opens too: a SQLite file in a data
 * directory of its own, or a PostgreSQL database of its own. `copy` makes another with the same
 * rows (closed first), so one seeded world serves several attacks and a control.
 */
export interface WorldStore {
  kind: DatabaseKind;
  /** DATABASE_URL for PostgreSQL, null for SQLite. */
  url: string | null;
  /** What the server's environment needs to run on it. */
  env: Record<string, string>;
  open(): Promise<OpenDatabase>;
  copy(): Promise<WorldStore>;
  drop(): Promise<void>;
}

const SQLITE_FILES = ['words.sqlite', 'words.sqlite-wal', 'words.sqlite-shm'];

export async function createWorldStore(kind: DatabaseKind): Promise<WorldStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-world-'));
  if (kind === 'sqlite') {
    const store: WorldStore = {
      kind,
      url: null,
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ url: null, sqliteFile: path.join(dataDir, 'words.sqlite') }),
      async copy() {
        const copy = await createWorldStore('sqlite');
        for (const file of SQLITE_FILES) {
          const from = path.join(dataDir, file);
          if (existsSync(from)) copyFileSync(from, path.join(copy.env.DATA_DIR ?? '', file));
        }
        return copy;
      },
      drop: async () => {},
    };
    return store;
  }
  return postgresStore(await createScratchDatabase('words_world'), dataDir);
}

function postgresStore(
  database: Awaited<ReturnType<typeof createScratchDatabase>>,
  dataDir: string,
): WorldStore {
  return {
    kind: 'postgres',
    url: database.url,
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    open: () => openDatabase({ url: database.url, sqliteFile: '' }),
    async copy() {
      const copy = await createScratchDatabase('words_world');
      // A database made from another as its template: the same rows, in one statement.
      await admin(`DROP DATABASE ${copy.name}`);
      await admin(`CREATE DATABASE ${copy.name} TEMPLATE ${database.name}`);
      return postgresStore(copy, mkdtempSync(path.join(tmpdir(), 'words-world-')));
    },
    drop: database.drop,
  };
}
