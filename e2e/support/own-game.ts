import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, ownEmulatorEnv, startGame, type RunningGame } from './game';

/**
 * A game of the journey's own, in demo mode on a data folder of its own, signing in at the shared
 * game's Auth emulator (global-setup.ts): for a journey that counts votes or answers, which the
 * journeys running beside it on the shared game would add to.
 */
export async function startOwnGame(name: string): Promise<RunningGame & { dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `words-e2e-${name}-`));
  const env = ownEmulatorEnv(inject('authEmulatorHost'), dataDir);
  const game = await startGame({ port: await freePort(), env });
  return { ...game, dataDir };
}
