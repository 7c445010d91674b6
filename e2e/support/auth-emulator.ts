/**
 * scripts/lib/auth-emulator.mjs, typed for the journeys: the Firebase Auth emulator that
 * `npm start` uses (project demo-words).
 */
export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  stop(): Promise<void>;
}

interface AuthEmulatorModule {
  startAuthEmulator(options: { port: number }): Promise<AuthEmulator>;
}

const moduleUrl = new URL('../../scripts/lib/auth-emulator.mjs', import.meta.url).href;

/** Starts an emulator on `port` (its hub and logging on the next two ports). */
export async function startAuthEmulator(options: { port: number }): Promise<AuthEmulator> {
  const lib = (await import(moduleUrl)) as AuthEmulatorModule;
  return lib.startAuthEmulator(options);
}
