// The Auth emulator's accounts, kept in the data folder in demo mode so that the same email is the
// same player after a restart (docs/decisions/0013-demo-accounts-kept.md). The folder holds the
// emulator's own export, which `emulators:start --import` reads back.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../server/src/demo-project.mjs';

/** The emulator's folders under the game's data folder: its saved accounts and its work folder. */
export function emulatorFolders(dataDir) {
  const root = path.join(path.resolve(dataDir), 'auth-emulator');
  return { accounts: path.join(root, 'accounts'), work: path.join(root, 'run') };
}

/** The emails of the accounts saved in the data folder (none when nothing is saved yet). */
export function savedEmails(dataDir) {
  // The emulator's export layout (firebase emulators:export).
  const file = path.join(emulatorFolders(dataDir).accounts, 'auth_export', 'accounts.json');
  try {
    const { users = [] } = JSON.parse(readFileSync(file, 'utf8'));
    return users.map((user) => user.email ?? '');
  } catch {
    return [];
  }
}

/**
 * The `emulators:start` flags that read the accounts from `folder` (when a save is there: a
 * missing or empty folder starts fresh) and save them there on a clean stop.
 */
export function keepAccountsFlags(folder) {
  const saved = existsSync(path.join(folder, 'firebase-export-metadata.json'));
  return [...(saved ? ['--import', folder] : []), '--export-on-exit', folder];
}

async function accountIds(authHost) {
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:batchGet?maxResults=-1`;
  const response = await fetch(url, {
    headers: { Authorization: 'Bearer owner' },
    signal: AbortSignal.timeout(2_000),
  });
  if (!response.ok) throw new Error(`accounts:batchGet answered ${response.status}`);
  const { users = [] } = await response.json();
  return users
    .map((user) => user.localId)
    .sort()
    .join(' ');
}

async function exportAccounts(hubHost, folder) {
  const response = await fetch(`http://${hubHost}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: folder, initiatedBy: 'words' }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`the export answered ${response.status}`);
}

/**
 * Saves the accounts into `folder` (through the emulator hub) every `everyMs` when they changed:
 * what a kill of the emulator cannot take away. Returns a function that stops watching.
 */
export async function saveAccountsOnChange({ authHost, hubHost, folder, log, everyMs = 2_000 }) {
  let saved = await accountIds(authHost).catch(() => null);
  let timer;
  let watching = true;
  const check = async () => {
    let now;
    try {
      now = await accountIds(authHost);
    } catch {
      return; // busy or stopping: the next round tries again
    }
    if (now === saved) return;
    try {
      await exportAccounts(hubHost, folder);
      saved = now;
    } catch (error) {
      log.write(`Could not save the demo accounts in ${folder}: ${error.message}\n`);
    }
  };
  const next = () => {
    if (!watching) return;
    timer = setTimeout(() => void check().then(next), everyMs);
    timer.unref();
  };
  next();
  return () => {
    watching = false;
    clearTimeout(timer);
  };
}
