// Where the bench finds the repository and keeps its files.
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const serverDir = path.join(repoRoot, 'server');
export const webDir = path.join(repoRoot, 'web');
/** Seeded databases, bundles and builds: reused by the next run, never committed. */
export const cacheDir = path.join(repoRoot, 'bench/.cache');
/** Reports of each run (JSON and Markdown) and CPU profiles. */
export const resultsDir = path.join(repoRoot, 'bench/results');
