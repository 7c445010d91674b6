// The app's own code, for the bench: its migrations (through openDatabase), its period and day
// arithmetic and its word pool. Bundled from server/src with esbuild, as server/scripts/build.mjs
// bundles the server, so the bench never re-implements a rule of the game.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { cacheDir, serverDir } from './paths.mjs';

const entry = `
export { openDatabase } from './src/db/database';
export { periodOf, isOpen } from './src/periods/period';
export { addDays, dayOf } from '@words/contract/day';
export { wordPool } from './src/words/pool';
export { nextPoolWord } from './src/words/next-pool-word';
`;

/**
 * @typedef {object} AppModules
 * @property {(settings: { url: string | null, sqliteFile: string, pgSchema?: string }) =>
 *   Promise<{ db: unknown, kind: string, close(): Promise<void> }>} openDatabase
 * @property {(day: string, periodDays: number) => { start: string, end: string }} periodOf
 * @property {(periodStart: string, today: string, periodDays: number) => boolean} isOpen
 * @property {(day: string, days: number) => string} addDays
 * @property {(instant: Date) => string} dayOf
 * @property {readonly string[]} wordPool
 * @property {(pool: readonly string[], used: { day: string, word: string }[]) => string} nextPoolWord
 */

/** @returns {Promise<AppModules>} */
export async function loadAppModules() {
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  // Under a dist/ folder, which the repository's lint leaves alone.
  const outfile = path.join(cacheDir, 'dist', 'app-modules.mjs');
  await build({
    stdin: { contents: entry, resolveDir: serverDir, loader: 'ts', sourcefile: 'bench-entry.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
    logLevel: 'warning',
    absWorkingDir: serverDir,
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
