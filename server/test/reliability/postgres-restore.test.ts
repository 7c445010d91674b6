import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { insertBlockedWord, listBlockedWords } from '../../src/words/word-lists.repository';
import { scriptRun } from '../support/npm-run';
import { createScratchDatabase, postgresUrl } from './support/postgres';

const pgToolsInstalled =
  spawnSync('pg_dump', ['--version']).status === 0 &&
  spawnSync('pg_restore', ['--version']).status === 0;

const AT = '2026-12-07T10:00:00.000Z';

/**
 * Issue 61: `pg_restore --clean --single-transaction` into a database that servers still use
 * deadlocked with them and rolled back. `npm run restore -- FILE.dump` with DATABASE_URL set
 * refuses while another client is connected, saying who and what to do, and changes nothing;
 * once nothing else is connected it puts the dump back.
 */
describe.skipIf(!postgresUrl || !pgToolsInstalled)('a PostgreSQL restore', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let folder: string;
  let dump: string;

  /** The blocked words the database holds now, read by a connection closed after it. */
  async function blockedWords(): Promise<string[]> {
    const database = await openDatabase({ url: scratch.url, sqliteFile: '' });
    try {
      return (await listBlockedWords(database.db)).sort();
    } finally {
      await database.close();
    }
  }

  async function blockWord(word: string): Promise<void> {
    const database = await openDatabase({ url: scratch.url, sqliteFile: '' });
    try {
      await insertBlockedWord(database.db, word, AT);
    } finally {
      await database.close();
    }
  }

  const restore = () => scriptRun('restore', [dump], { DATABASE_URL: scratch.url });

  beforeAll(async () => {
    scratch = await createScratchDatabase('words_restore');
    folder = mkdtempSync(path.join(tmpdir(), 'words-pg-restore-'));
    dump = path.join(folder, 'words.dump');
    await blockWord('pepino');
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${dump}`, scratch.url], {
      encoding: 'utf8',
    });
    expect(dumped.stderr).toBe('');
    // Written after the dump: a restore takes it away, a refused one keeps it.
    await blockWord('tomate');
  });

  afterAll(async () => {
    await scratch?.drop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('is refused while another client is connected, naming it and what to do, and changes nothing', async () => {
    const server = new pg.Pool({ connectionString: scratch.url, application_name: 'words' });
    const held = await server.connect();
    try {
      const pid = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]
        ?.pid;
      const run = await restore();
      expect(run.code).toBe(1);
      expect(run.output).toContain(
        `${scratch.name} is in use by 1 other connection: nothing was restored.`,
      );
      expect(run.output).toContain(`- process ${pid} (words)`);
      expect(run.output).toContain("Stop the servers (systemctl stop 'words@*')");
      expect(run.output).toContain('then run npm run restore again');
      // The held connection still works: nothing locked or dropped its tables.
      expect((await held.query('SELECT count(*)::int AS n FROM blocked_words')).rows[0]).toEqual({
        n: 2,
      });
    } finally {
      held.release();
      await server.end();
    }
    expect(await blockedWords()).toEqual(['pepino', 'tomate']);
  });

  it('puts the dump back once nothing else is connected', async () => {
    const run = await restore();
    expect(run.output).toContain(`Restored ${dump} to ${scratch.name}.`);
    expect(run.code).toBe(0);
    expect(await blockedWords()).toEqual(['pepino']);
  });
});
