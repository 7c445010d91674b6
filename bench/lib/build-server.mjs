// The server the bench starts: `npm run build`'s bundle (server/dist/server.js), or, for the smoke
// test, the same bundle in a file of its own, so a build running meanwhile in another test cannot
// swap the file under the bench's server.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { bundleServerCopy } from '../../server/scripts/bundle.mjs';
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
  const { file, remove } = await bundleServerCopy('bench');
  return { script: path.relative(repoRoot, file), remove };
}
