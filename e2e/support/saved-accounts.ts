import { savedEmails } from '../../scripts/lib/auth-emulator-accounts.mjs';

/** Waits until the game on `dataDir` has saved the demo account of `email` in its data folder. */
export async function waitForSavedAccount(dataDir: string, email: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!savedEmails(dataDir).includes(email)) {
    if (Date.now() > deadline) throw new Error(`${email} was not saved in ${dataDir} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
