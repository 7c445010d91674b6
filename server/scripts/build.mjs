// Bundles the server and its command line into dist/, with the shared contract compiled in.
// npm packages stay external: they are installed beside it, and some read their own files.
// With --watch it rebuilds on every change (npm run dev).
import { readFileSync } from 'node:fs';
import { context } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });

const builder = await context({
  entryPoints: { server: 'src/server.ts', 'words-cli': 'src/words-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  absWorkingDir: new URL('..', import.meta.url).pathname,
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
