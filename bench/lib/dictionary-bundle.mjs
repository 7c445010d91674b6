// server/src/words/dictionary.ts bundled on its own, as it is or as it was at a git ref (one
// file, no relative imports before issue 17): what the dictionary benches load and measure.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleSettings, serverDir } from '../../server/scripts/bundle.mjs';

/**
 * @param {string | undefined} ref  a git ref, or the working tree's file when undefined
 * @param {string} name  names the bundle in server/dist, so two benches never share one
 * @returns {Promise<{ bundle: string, remove: () => void }>}
 */
export async function bundleDictionary(ref, name) {
  let entry = path.join(serverDir, 'src/words/dictionary.ts');
  if (ref) {
    entry = path.join(tmpdir(), `dictionary-${process.pid}.ts`);
    const source = execFileSync('git', ['show', `${ref}:server/src/words/dictionary.ts`], {
      cwd: serverDir,
    });
    writeFileSync(entry, source);
  }
  const bundle = path.join(serverDir, 'dist', `${name}-${process.pid}.mjs`);
  await build({ ...bundleSettings, entryPoints: [entry], outfile: bundle });
  return {
    bundle,
    remove() {
      rmSync(bundle, { force: true });
      if (ref) rmSync(entry, { force: true });
    },
  };
}
