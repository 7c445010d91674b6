// `node bench/first-call.mjs [--runs N] [--server-bundle A.js,B.js]`: how soon a fresh server
// answers. Spawns the built server (server/dist/server.js; `npm run build` first) on SQLite in a
// new empty DATA_DIR, in production as the bench runs it, N times (default 7), and prints each
// run's time from the spawn to the first 200 of /healthz, then the median. Several bundles take
// turns, so that a busy moment of the machine falls on each alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cacheDir, repoRoot } from './lib/paths.mjs';
import { resolvePlacement } from './lib/placement.mjs';
import { startProcess } from './lib/processes.mjs';
import { SIGN_IN_ENV } from './lib/tokens.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'server-bundle': { type: 'string', default: 'server/dist/server.js' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a whole number, got ${values.runs}`);
}
const scripts = values['server-bundle']
  .split(',')
  .map((file) => path.relative(repoRoot, path.resolve(file)));
// Shared: the server may use every core, as it does when started on a machine of its own.
const placement = resolvePlacement('shared', null);

/** From the spawn of `script` to its first 200 of /healthz, in ms. @param {string} script */
async function firstHealthz(script) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-first-call-'));
  try {
    const server = await startProcess({
      script,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        ...SIGN_IN_ENV,
      },
      logFile: path.join(cacheDir, 'logs', `first-call-${process.pid}.log`),
      readyPath: '/healthz',
      placement,
    });
    const code = await server.stop();
    if (code !== 0) throw new Error(`${script} exited with ${code}`);
    return server.readyMs;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2;
}

/** @type {Map<string, number[]>} */
const times = new Map(scripts.map((script) => [script, []]));
for (let run = 1; run <= runs; run++) {
  for (const script of scripts) {
    const ms = await firstHealthz(script);
    times.get(script)?.push(ms);
    process.stdout.write(`run ${run}, ${script}: /healthz ${Math.round(ms)} ms after the spawn\n`);
  }
}
for (const [script, measured] of times) {
  process.stdout.write(`${script}: median of ${runs}, ${Math.round(median(measured))} ms\n`);
}
