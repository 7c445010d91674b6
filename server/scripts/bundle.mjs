// How the server is bundled, in one place: `npm run build` (build.mjs) and the runs that start
// the built server out of process (the reliability tests, the bench) use the same settings.
// npm packages stay external: they are installed beside it, and some read their own files.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const serverDir = path.resolve(import.meta.dirname, '..');

const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const project = JSON.parse(readFileSync(path.join(serverDir, '../package.json'), 'utf8'));

/** The commit built from, abbreviated as src/build-info.ts reads it; 'unknown' outside git. */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: serverDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** @type {import('esbuild').BuildOptions} */
export const bundleSettings = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
  logLevel: 'warning',
  absWorkingDir: serverDir,
  // Which build this is, in the first log line and words_build_info (src/build-info.ts).
  define: {
    WORDS_VERSION: JSON.stringify(project.version ?? 'unknown'),
    WORDS_COMMIT: JSON.stringify(commit()),
  },
};

/** What production runs, each a file of dist/: the server and the operators' commands. */
export const productionEntryPoints = {
  server: 'src/server.ts',
  'words-cli': 'src/words-cli.ts',
  'moderate-cli': 'src/moderate-cli.ts',
  backup: 'src/backup-cli.ts',
  restore: 'src/restore-cli.ts',
};

/**
 * The server's bundle in a file of its own in server/dist (`server-<label>-<random>.js`): a
 * `npm run build` running meanwhile elsewhere cannot swap the file under a server being
 * restarted. `remove` deletes it.
 * @param {string} label
 * @returns {Promise<{ file: string, remove(): void }>}
 */
export async function bundleServerCopy(label) {
  const file = path.join(serverDir, 'dist', `server-${label}-${randomBytes(4).toString('hex')}.js`);
  await build({
    ...bundleSettings,
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: file,
  });
  return { file, remove: () => rmSync(file, { force: true }) };
}
