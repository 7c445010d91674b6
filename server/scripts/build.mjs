// Bundles the server and its command line into dist/, with the shared contract compiled in.
// With --watch it rebuilds on every change (npm run dev).
import { context } from 'esbuild';
import { bundleSettings } from './bundle.mjs';

const builder = await context({
  ...bundleSettings,
  entryPoints: { server: 'src/server.ts', 'words-cli': 'src/words-cli.ts' },
  outdir: 'dist',
  sourcemap: true,
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
