// How long the dictionary takes to be ready from the process's start, the longest the event
// loop was held meanwhile, and the peak memory: `node bench/dictionary.mjs [git-ref]`. With a
// ref, measures server/src/words/dictionary.ts as it was there (one file, no relative imports
// before issue 17), for a before-and-after. Each run is a fresh process.
import { spawnSync } from 'node:child_process';
import { bundleDictionary } from './lib/dictionary-bundle.mjs';

const ref = process.argv[2];
const { bundle, remove } = await bundleDictionary(ref, 'dictionary-bench');

const probe = `
import { monitorEventLoopDelay } from 'node:perf_hooks';
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const { loadDictionary } = await import(${JSON.stringify(bundle)});
const dictionary = await loadDictionary();
const ready = performance.now();
// The delay of a held loop is recorded when the loop comes back: let it come back once.
await new Promise((resolve) => setTimeout(resolve, 20));
delay.disable();
globalThis.gc();
if (dictionary.formOf('cancion') !== 'canción') throw new Error('not a dictionary');
console.log(JSON.stringify({
  readyMs: Math.round(ready),
  longestBlockMs: Math.round(delay.max / 1e6),
  peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  heapAfterGcMb: Math.round(process.memoryUsage().heapUsed / 1e6),
}));
`;
try {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const child = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', probe], {
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(child.stderr);
    runs.push(JSON.parse(child.stdout));
  }
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[1];
  const keys = ['readyMs', 'longestBlockMs', 'peakRssMb', 'heapAfterGcMb'];
  process.stdout.write(
    `dictionary of ${ref ?? 'the working tree'} (median of 3 runs)\n` +
      keys.map((key) => `  ${key}: ${median(key)}\n`).join(''),
  );
} finally {
  remove();
}
