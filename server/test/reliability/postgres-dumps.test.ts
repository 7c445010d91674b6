import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const postgresUrl = process.env.TEST_DATABASE_URL;
const pgDumpInstalled = spawnSync('pg_dump', ['--version']).status === 0;

/** The nightly crontab line docs/OPERATIONS.md gives for PostgreSQL, as cron's shell runs it. */
function documentedNightlyDump(): string {
  const operations = readFileSync(
    path.resolve(import.meta.dirname, '../../../docs/OPERATIONS.md'),
    'utf8',
  );
  const line = operations.split('\n').find((text) => text.startsWith('30 3 * * * '));
  if (!line) throw new Error('OPERATIONS.md gives no nightly dump line');
  return line.slice('30 3 * * * '.length).replaceAll('\\%', '%');
}

/**
 * Issue 61: the documented dump line gave no umask, so a dump holding every player and the
 * private keys was readable by every local user. Run as cron runs it, with the usual umask 022,
 * it writes the dump for the crontab's user only.
 */
describe.skipIf(!postgresUrl || !pgDumpInstalled)('the nightly PostgreSQL dump', () => {
  it('is written for its user only, whatever the umask', async () => {
    const base = new URL(postgresUrl as string);
    const name = `${base.pathname.slice(1)}_dump_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const folder = mkdtempSync(path.join(tmpdir(), 'words-dumps-'));
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      const command = documentedNightlyDump().replaceAll('/var/backups/words', folder);
      const run = spawnSync('sh', ['-c', `umask 022 && ${command}`], {
        env: { ...process.env, DATABASE_URL: url.toString() },
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      const [dump] = readdirSync(folder);
      expect(dump).toMatch(/^words-\d{4}-\d{2}-\d{2}\.dump$/);
      expect((statSync(path.join(folder, dump as string)).mode & 0o777).toString(8)).toBe('600');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
