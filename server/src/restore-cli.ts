// `npm run restore -- <file>`: puts a backup made by `npm run backup` back in place of the
// SQLite database, once the file is checked (db/sqlite-backup.ts's inspect, restore-checks.ts);
// with DATABASE_URL set, a dump of pg_dump's into PostgreSQL once nothing else is connected to it
// (db/postgres-restore.ts). The servers must be stopped. The database it replaces is kept first, in
// DATA_DIR/backups/before-restore-<time>.sqlite (-2, -3… after it when a restore of the same second
// kept one already: a kept copy is never overwritten).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  ALL_PAGES,
  copyDatabase,
  describe,
  inspect,
  inUse,
  liveSqliteFile,
  newFileIn,
  pruneCopies,
  Refusal,
  run,
} from './db/sqlite-backup';
import { fileArgument } from './command-line';
import { loadDataConfig } from './config';
import { privateFile } from './db/private-files';
import { PG_RESTORE_OPTIONS, restorePostgres } from './db/postgres-restore';
import { problemsOf } from './restore-checks';

const USAGE = `Usage: npm run restore -- <backup file>

Puts a backup made by npm run backup back in place of the SQLite database in DATA_DIR (./data),
once the file is checked. Stop the server first. The database it replaces is kept in
DATA_DIR/backups/before-restore-<time>.sqlite.

With DATABASE_URL set, puts a dump made by pg_dump --format=custom back into that database with
pg_restore (${PG_RESTORE_OPTIONS.join(' ')}), refused while anything else is connected to it:
stop the servers first.`;

await run(async () => {
  // Before anything is read or opened.
  const asked = fileArgument('restore', process.argv.slice(2));
  if (asked === 'help') {
    console.log(USAGE);
    return;
  }
  const backupArgument = asked.file;
  if (!backupArgument) throw new Refusal(USAGE);
  const { restoreCopiesKept, databaseUrl } = loadDataConfig();
  const backup = path.resolve(backupArgument);
  if (databaseUrl) {
    console.log(`Restored ${backup} to ${await restorePostgres(databaseUrl, backup)}.`);
    return;
  }
  const live = liveSqliteFile();
  const counts = await inspect(backup);
  const problems = await problemsOf(backup);
  if (problems.length > 0) {
    throw new Refusal(
      `${backup} cannot be restored: the game would not run right on it.\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  }

  const existed = fs.existsSync(live);
  privateFile(live);
  if (existed) {
    if (inUse(live)) {
      throw new Refusal(`${live} is in use: stop the server, then restore.`);
    }
    const backups = path.join(path.dirname(live), 'backups');
    const kept = newFileIn(backups, 'before-restore');
    const current = new SQLite(live, { fileMustExist: true });
    try {
      await copyDatabase(current, kept);
    } finally {
      current.close();
    }
    console.log(`Kept the database it replaces in ${kept}.`);
    const removed = pruneCopies(backups, 'before-restore', restoreCopiesKept);
    if (removed.length > 0) {
      console.log(
        `Removed ${removed.length} older copies of replaced databases (RESTORE_COPIES_KEPT=${restoreCopiesKept}): ${removed.join(', ')}.`,
      );
    }
  }

  // The backup API writes the copy into the database file in one transaction: it is either the
  // old database or the backup, never a mixture.
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await source.backup(live, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const restored = await inspect(live);
  console.log(`Restored ${backup} to ${live}: ${describe(restored)}.`);
  if (describe(restored) !== describe(counts))
    throw new Error('The restored database differs from the backup');
});
