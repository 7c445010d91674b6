import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, sharedEmulatorEnv, startGame, type RunningGame } from './game';

/**
 * The environment of a game of the journey's own: demo mode on a new data folder, signing in at
 * the shared game's Auth emulator (global-setup.ts), which outlives the game's restarts. Starting
 * an emulator takes about 14 s of CPU (firebase-tools compiles its API's schemas), so only the
 * journey about the emulator's own accounts (demo-accounts) starts one of its own.
 */
export function ownGameEnv(name: string): NodeJS.ProcessEnv {
  const dataDir = mkdtempSync(path.join(tmpdir(), `words-e2e-${name}-`));
  return sharedEmulatorEnv(inject('authEmulatorHost'), dataDir);
}

/**
 * A game of the journey's own (ownGameEnv): for a journey that counts votes or answers, which the
 * journeys running beside it on the shared game would add to.
 */
export async function startOwnGame(name: string): Promise<RunningGame & { dataDir: string }> {
  const env = ownGameEnv(name);
  const game = await startGame({ port: await freePort(), env });
  return { ...game, dataDir: env.DATA_DIR ?? '' };
}
