import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorFolders } from '../../scripts/lib/auth-emulator-accounts.mjs';

function savedEmails(dataDir: string): string[] {
  // The Auth emulator's export layout (firebase emulators:export).
  const file = path.join(emulatorFolders(dataDir).accounts, 'auth_export', 'accounts.json');
  try {
    const { users = [] } = JSON.parse(readFileSync(file, 'utf8')) as {
      users?: { email?: string }[];
    };
    return users.map((user) => user.email ?? '');
  } catch {
    return [];
  }
}

/** Waits until the game on `dataDir` has saved the demo account of `email` in its data folder. */
export async function waitForSavedAccount(dataDir: string, email: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!savedEmails(dataDir).includes(email)) {
    if (Date.now() > deadline) throw new Error(`${email} was not saved in ${dataDir} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
