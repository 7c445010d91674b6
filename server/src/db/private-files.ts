import fs from 'node:fs';
import path from 'node:path';

/**
 * The database holds the VAPID private key and every player's data: the data folder, its backups'
 * folder, the file, its write-ahead log and every backup are the server's user's only, whatever
 * the umask; made before with wider rights, they are closed too.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Makes `folder`, one of the server's own, for the server's user only. */
export function privateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  fs.chmodSync(folder, FOLDER_MODE);
}

/**
 * Makes `file` for the server's user only, empty when missing, in folders made private when
 * missing (a folder that was there, such as one an operator chose for a backup, is left as it
 * is). SQLite gives its write-ahead log and shared memory the database file's rights.
 */
export function privateFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
  fs.closeSync(fs.openSync(file, 'a', FILE_MODE));
  fs.chmodSync(file, FILE_MODE);
  for (const beside of [`${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(beside)) fs.chmodSync(beside, FILE_MODE);
  }
}
