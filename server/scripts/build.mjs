// Bundles the server and its commands (words, moderate, backup, restore) into dist/, with the shared
// contract compiled in. With --watch it rebuilds on every change (npm run dev).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { context } from 'esbuild';
import { bundleSettings, productionEntryPoints } from './bundle.mjs';

// Each file is written under a temporary name and renamed into place, so a server or a command
// starting meanwhile never loads a half-written file.
const replaceWhole = {
  name: 'replace-whole-files',
  setup(build) {
    build.onEnd(({ outputFiles = [] }) => {
      for (const file of outputFiles) {
        const temporary = `${file.path}.${process.pid}.tmp`;
        mkdirSync(path.dirname(file.path), { recursive: true });
        writeFileSync(temporary, file.contents);
        renameSync(temporary, file.path);
      }
    });
  },
};

const builder = await context({
  ...bundleSettings,
  entryPoints: { ...productionEntryPoints, 'demo-seed': 'src/demo-seed-cli.ts' },
  outdir: 'dist',
  sourcemap: true,
  write: false,
  plugins: [replaceWhole],
});

if (process.argv.includes('--watch')) {
  await builder.watch();
} else {
  await builder.rebuild();
  await builder.dispose();
}
