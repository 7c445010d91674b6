// `node bench/compare-builds.mjs --builds a.js,b.js [--rounds n] -- <bench options>`: the same
// bench against several server builds, taking turns round after round so that a spell of load
// elsewhere on the machine falls on all of them, then the median of each figure per build. How a
// speed-up is judged on and off (issue 30): the build with it and the build without it, one run.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const separator = process.argv.indexOf('--');
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const benchArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: own,
  options: { builds: { type: 'string' }, rounds: { type: 'string', default: '2' } },
});
if (!values.builds) {
  process.stderr.write(
    'usage: node bench/compare-builds.mjs --builds a.js,b.js [--rounds n] -- <bench options>\n' +
      '  each build is a server bundle (npm run build --workspace server, server/dist/server.js,\n' +
      '  copied beside it so it finds the same node_modules)\n',
  );
  process.exit(2);
}
const builds = values.builds.split(',');
const rounds = Number(values.rounds);
const out = mkdtempSync(path.join(os.tmpdir(), 'words-compare-'));

/** @type {Map<string, Map<string, { rps: number[], cpu: number[], p99: number[] }>>} */
const figures = new Map(builds.map((build) => [build, new Map()]));
/**
 * A day of play's steps, by build and `engine size rate`: milliseconds of CPU per player-day of
 * the server and of PostgreSQL (a core's share over the hold, divided by the arrival rate).
 * @type {Map<string, Map<string, { server: number[], database: number[], held: boolean[] }>>}
 */
const days = new Map(builds.map((build) => [build, new Map()]));
for (let round = 1; round <= rounds; round++) {
  for (const build of builds) {
    process.stderr.write(`[compare] round ${round} of ${rounds}: ${build}\n`);
    const dir = path.join(out, `${round}-${path.basename(build)}`);
    execFileSync(
      process.execPath,
      ['bench/run.mjs', ...benchArgs, '--server-bundle', build, '--out', dir],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(path.join(dir, 'latest.json'), 'utf8'));
    for (const run of report.runs) {
      for (const [call, result] of Object.entries(run.calls)) {
        const key = `${run.engine} ${run.size} ${call}`;
        const byCall = /** @type {Map<string, any>} */ (figures.get(build));
        const seen = byCall.get(key) ?? { rps: [], cpu: [], p99: [] };
        seen.rps.push(result.rps);
        seen.cpu.push(result.cpuUsPerRequest);
        seen.p99.push(result.p99);
        byCall.set(key, seen);
      }
      for (const step of run.dayOfPlay?.steps ?? []) {
        const key = `${run.engine} ${run.size} ${step.rate}/s`;
        const byStep = /** @type {Map<string, any>} */ (days.get(build));
        const seen = byStep.get(key) ?? { server: [], database: [], held: [] };
        seen.server.push((1000 * step.cpu.server) / step.rate);
        if (step.cpu.database !== null) seen.database.push((1000 * step.cpu.database) / step.rate);
        seen.held.push(step.held);
        byStep.set(key, seen);
      }
    }
  }
}

const median = (/** @type {number[]} */ list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const [first] = builds;
const keys = [...(figures.get(first)?.keys() ?? [])];
const lines = [
  `Medians of ${rounds} rounds, taking turns: requests per second, p99, server CPU per request.`,
  '',
  `| call | ${builds.map((b) => path.basename(b)).join(' | ')} |`,
  `| --- | ${builds.map(() => '---').join(' | ')} |`,
];
for (const key of keys) {
  const cells = builds.map((build) => {
    const seen = figures.get(build)?.get(key);
    if (!seen) return '';
    const rps = Math.round(median(seen.rps)).toLocaleString('en');
    return `${rps} req/s, ${median(seen.p99)} ms, ${Math.round(median(seen.cpu))} µs`;
  });
  lines.push(`| ${key} | ${cells.join(' | ')} |`);
}
const dayKeys = [...(days.get(first)?.keys() ?? [])];
if (dayKeys.length > 0) {
  lines.push(
    '',
    'A day of play, by step: medians of CPU milliseconds per player-day, the server (and PostgreSQL), and the rounds that held.',
    '',
    `| step | ${builds.map((b) => path.basename(b)).join(' | ')} |`,
    `| --- | ${builds.map(() => '---').join(' | ')} |`,
  );
  for (const key of dayKeys) {
    const cells = builds.map((build) => {
      const seen = days.get(build)?.get(key);
      if (!seen) return '';
      const database = seen.database.length
        ? ` (+ ${median(seen.database).toFixed(1)} PostgreSQL)`
        : '';
      const held = seen.held.filter(Boolean).length;
      return `${median(seen.server).toFixed(1)} ms${database}, held ${held}/${seen.held.length}`;
    });
    lines.push(`| ${key} | ${cells.join(' | ')} |`);
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
