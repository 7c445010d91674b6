// `npm run backup [-- <file>]`: a consistent copy of the SQLite database, taken with SQLite's
// online backup API, so the server may keep running and writing meanwhile. Without <file> the
// copy goes to DATA_DIR/backups/words-<time>.sqlite; copy it off the machine from there.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { fileArgument } from './command-line';
import {
  copyDatabase,
  describe,
  inspect,
  liveSqliteFile,
  Refusal,
  run,
  stamp,
} from './db/sqlite-backup';

const USAGE = `Usage: npm run backup [-- <file>]

A consistent copy of the SQLite database in DATA_DIR (./data), taken while the server runs: to
<file>, or to DATA_DIR/backups/words-<time>.sqlite without one. npm run restore puts it back.`;

await run(async () => {
  // Before anything is read: "--help" once became a backup file of that name.
  const asked = fileArgument('backup', process.argv.slice(2));
  if (asked === 'help') {
    console.log(USAGE);
    return;
  }
  const source = liveSqliteFile();
  if (!fs.existsSync(source)) throw new Refusal(`There is no database at ${source} (DATA_DIR).`);
  const target = path.resolve(
    asked.file ?? path.join(path.dirname(source), 'backups', `words-${stamp()}.sqlite`),
  );
  if (fs.existsSync(target)) throw new Refusal(`${target} already exists; choose another name.`);

  // Written under another name first: an interrupted backup never looks like a finished one.
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await copyDatabase(db, partial);
  } finally {
    db.close();
  }
  const counts = await inspect(partial);
  fs.renameSync(partial, target);
  console.log(`Backed up ${source} to ${target}: ${describe(counts)}.`);
});
