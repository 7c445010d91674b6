// How the server is bundled, in one place: `npm run build` (build.mjs) and the runs that start
// the built server out of process (the reliability tests, the bench) use the same settings.
// npm packages are bundled in, so that a start reads a few files, not thousands (decision 0068);
// those of `externalPackages` stay in node_modules, installed beside the bundle.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

export const serverDir = path.resolve(import.meta.dirname, '..');

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

/** The packages that cannot be bundled, and why; every other one is inside the bundle. */
export const externalPackages = {
  'better-sqlite3': 'its native binding is found beside its own files',
  'dictionary-es': 'reads its Hunspell files beside its own module',
  'pino-pretty': 'loaded by name, for a terminal only (http/logging.ts)',
  'pg-native': "pg's optional binding, never installed: pg falls back to JavaScript",
};

/** @type {import('esbuild').BuildOptions} */
export const bundleSettings = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(externalPackages),
  // A third less for Node to compile at start; names are kept, and the source map gives lines.
  minifyWhitespace: true,
  minifySyntax: true,
  // The CommonJS packages inside an ES module bundle call require.
  banner: {
    js: "import { createRequire as requireFor } from 'node:module'; const require = requireFor(import.meta.url);",
  },
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
