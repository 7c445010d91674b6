// Code of server/ that a bench script runs in its own process: an entry of exports, bundled with
// the settings `npm run build` bundles the server with, so the bench never re-implements a rule of
// the game, then imported.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleSettings } from '../../server/scripts/bundle.mjs';
import { cacheDir, serverDir } from './paths.mjs';

/**
 * @param {string} name  names the bundle (bench/.cache/dist/<name>.mjs, under a dist/ folder the
 *   repository's lint leaves alone)
 * @param {string} entry  TypeScript exports, with paths relative to server/
 * @returns {Promise<any>}
 */
export async function importBundled(name, entry) {
  const outfile = path.join(cacheDir, 'dist', `${name}.mjs`);
  await build({
    stdin: { contents: entry, resolveDir: serverDir, loader: 'ts', sourcefile: `${name}-entry.ts` },
    ...bundleSettings,
    outfile,
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
