// The server the bench starts: `npm run build`'s bundle (server/dist/server.js), or, for the smoke
// test, the same bundle in a file of its own, so a build running meanwhile in another test cannot
// swap the file under the bench's server.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot, serverDir } from './paths.mjs';

/**
 * @param {boolean} isolated
 * @returns {Promise<{ script: string, remove(): void }>}  script: relative to the repository
 */
export async function buildServer(isolated) {
  if (!isolated) {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    return { script: 'server/dist/server.js', remove: () => {} };
  }
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const file = path.join(serverDir, 'dist', `server-bench-${randomBytes(4).toString('hex')}.js`);
  // The settings of server/scripts/build.mjs.
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
    logLevel: 'warning',
    absWorkingDir: serverDir,
  });
  return { script: path.relative(repoRoot, file), remove: () => rmSync(file, { force: true }) };
}
