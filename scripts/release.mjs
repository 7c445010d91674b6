// `npm run release [-- --out DIR]`: what production runs, in release/words-<version>/ (or DIR),
// never over an earlier build (the version moves with each release, CHANGELOG.md says what it
// changes and how to upgrade: scripts/lib/release-version.mjs),
// installed on a server with `npm ci --omit=dev` and nothing of the development tree:
// server/dist (the server and the operators' commands, every npm package bundled in but the
// external ones), web/dist, and a package.json and package-lock.json holding only those external
// packages, at the versions the repository's lock tested.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  bundleSettings,
  externalPackages,
  productionEntryPoints,
  serverDir,
} from '../server/scripts/bundle.mjs';
import { releaseRefusal } from './lib/release-version.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(path.join(root, 'package.json'));
const serverPackage = readJson(path.join(serverDir, 'package.json'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
  .toString()
  .trim();
const outAt = process.argv.indexOf('--out');
const out =
  outAt === -1
    ? path.join(root, 'release', `words-${rootPackage.version}`)
    : path.resolve(process.argv[outAt + 1] ?? '');
const refusal = releaseRefusal({
  version: rootPackage.version,
  changelog: readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8'),
  folder: out,
});
if (refusal) {
  console.error(`npm run release: ${refusal}`);
  process.exit(1);
}
mkdirSync(out, { recursive: true });

// The bundle, straight into the release; it leaves only the external packages to node_modules.
await build({
  ...bundleSettings,
  entryPoints: productionEntryPoints,
  outdir: path.join(out, 'server/dist'),
  sourcemap: true,
});
// pg-native is no dependency: pg does without it.
const dependencies = Object.fromEntries(
  Object.keys(externalPackages)
    .sort()
    .flatMap((name) => {
      const range = serverPackage.dependencies[name];
      return range ? [[name, range]] : [];
    }),
);

// The page built straight into the release: web/dist may be serving a game meanwhile.
const webDist = path.join(out, 'web/dist');
run(
  'npm',
  ['run', 'build', '-w', 'web', '--silent', '--', '--outDir', webDist, '--emptyOutDir'],
  root,
);

writeFileSync(
  path.join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: 'words',
      version: rootPackage.version,
      description: `${rootPackage.description} (release of ${commit})`,
      private: true,
      type: 'module',
      engines: rootPackage.engines,
      dependencies,
      // Its install script fetches (or compiles) SQLite's binding.
      allowScripts: { 'better-sqlite3': true },
    },
    null,
    2,
  )}\n`,
);
// npm prunes the repository's lock to these dependencies, keeping the versions it locked.
cpSync(path.join(root, 'package-lock.json'), path.join(out, 'package-lock.json'));
run(
  'npm',
  ['install', '--package-lock-only', '--prefer-offline', '--ignore-scripts', '--loglevel=error'],
  out,
);
console.log(
  `The release is in ${path.relative(process.cwd(), out) || '.'}; it runs on Node ${rootPackage.engines.node}`,
);
