// `npm run bench`: WORDS under the load of its players. Builds the server, seeds (or reuses) a
// database at scale, starts the real server on it with local RS256 keys, loads every call with
// autocannon, compares with a bare Fastify route and a bare durable insert loop, measures the
// growth and the page, and writes the report to bench/results (stdout gets the Markdown).
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAppModules } from './lib/app-modules.mjs';
import { parseBenchArgs, USAGE } from './lib/args.mjs';
import { buildServer } from './lib/build-server.mjs';
import { datasetOf, uidOf } from './lib/dataset.mjs';
import { loadConstant } from './lib/load.mjs';
import { log } from './lib/log.mjs';
import { buildPage, firstLoadSize, lighthouseOfPages } from './lib/page.mjs';
import { cacheDir, repoRoot, resultsDir } from './lib/paths.mjs';
import { moveBench, resolvePlacement } from './lib/placement.mjs';
import { startProcess } from './lib/processes.mjs';
import { summariseProfile } from './lib/profile-summary.mjs';
import { evaluateTargets, medianCalls, renderMarkdown } from './lib/report.mjs';
import { rowCounts } from './lib/rows.mjs';
import { runDatabase } from './lib/run-database.mjs';
import { dataSizes } from './lib/sizes.mjs';
import { createTokenIssuer } from './lib/tokens.mjs';

const options = parseBenchArgs(process.argv.slice(2));
if (options.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const startedAt = new Date();
const outDir = options.out ? path.resolve(options.out) : resultsDir;
const profilesDir = options.cpuProf ? path.join(outDir, 'profiles', startedAt.toISOString()) : null;
const loadBefore = os.loadavg();
// Before the bench moves itself to one core (availableParallelism follows its own affinity).
const cpus = os.availableParallelism();
const placement = resolvePlacement(options.placement, options.pgCore);

if (!options.serverBundle) log('building the server…');
const serverBundle = options.serverBundle
  ? { script: path.relative(repoRoot, path.resolve(options.serverBundle)), remove: () => {} }
  : await buildServer(options.isolatedBuild);
const app = await loadAppModules();
const today = app.dayOf(startedAt);
const issuer = await createTokenIssuer();
const webDist = options.page ? (log('building the page…'), buildPage()) : null;
// From here the bench is the load generator (builds above had every core): every thread it has
// and starts on the generator's core.
moveBench(placement, 'generator');

const baseline = await startProcess({
  script: 'bench/baseline-server.mjs',
  env: { LOG_LEVEL: options.logLevel },
  logFile: path.join(cacheDir, 'logs', 'baseline.log'),
  readyPath: '/baseline',
  placement,
});

const report = {
  command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
  startedAt: startedAt.toISOString(),
  seconds: 0,
  machine: {
    cpus,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: os.totalmem() / 1e9,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadBefore,
    loadAfter: loadBefore,
  },
  placement,
  options: {
    size: options.sizeName,
    connections: options.plan.load.connections,
    readSeconds: options.plan.load.readSeconds,
    logLevel: options.logLevel,
    rateLimits: options.rateLimits,
    rateLimitStore: options.redisUrl ? 'redis' : 'default',
    load: options.plan.load,
    growthLoad: options.plan.growthLoad,
    dayOfPlay: options.dayOfPlay,
  },
  /** @type {any[]} */
  runs: [],
  /** @type {any[]} */
  growth: [],
  /** @type {any} */
  page: null,
  /** @type {any[]} */
  targets: [],
};

mkdirSync(outDir, { recursive: true });
try {
  if (webDist) report.page = { size: firstLoadSize(webDist), lighthouse: {} };
  const settings = options.plan.load;
  const calls = options.only?.length !== 0;
  for (const engine of options.engines) {
    const ds = datasetOf(dataSizes[options.plan.main], today, app);
    // The baseline right before the run, so both see the same background load; none without
    // calls to compare with it.
    const baselineResult = calls ? await loadBaseline(baseline, settings) : null;
    const run = await runDatabase({
      engine,
      pgUrl: options.pgUrl,
      ds,
      app,
      issuer,
      settings,
      only: options.only,
      logLevel: options.logLevel,
      cpuProfDir: profilesDir,
      webDist,
      insertLoop: calls,
      dayOfPlay: options.dayOfPlay,
      serverScript: serverBundle.script,
      rateLimits: options.rateLimits,
      redisUrl: options.redisUrl,
      serverNodeFlags: options.serverNodeFlags,
      placement,
      whileRunning:
        engine === 'sqlite' && report.page
          ? async (server) => {
              // Lighthouse is no load: its browser gets every core, as a phone's browser has
              // the phone's (on the generator's core alone, a trial scored 85 and 74, not 99
              // and 96).
              moveBench(placement, 'all');
              try {
                report.page.lighthouse = await lighthouseOfPages(server.url, {
                  runs: options.lighthouseRuns,
                  playToken: issuer.freshToken(uidOf(ds.size.players - 1)),
                  saveTo: outDir,
                });
              } finally {
                moveBench(placement, 'generator');
              }
            }
          : undefined,
    });
    const profileFile =
      run.cpuProfile && existsSync(run.cpuProfile)
        ? readdirSync(run.cpuProfile).find((f) => f.endsWith('.cpuprofile'))
        : undefined;
    report.runs.push({
      ...run,
      size: ds.size.name,
      rows: rowCounts(ds),
      baseline: baselineResult,
      profile:
        profileFile && run.cpuProfile
          ? summariseProfile(path.join(run.cpuProfile, profileFile), 15, run.profileFrom)
          : null,
    });
  }

  if (options.growth && options.plan.growthLoad) {
    const growthLoad = options.plan.growthLoad;
    for (const engine of options.engines) {
      /** @type {Record<string, import('./lib/run-database.mjs').DatabaseRun[]>} */
      const runs = {};
      // Sizes take turns, round after round, so a spell of load elsewhere on the machine falls
      // on all of them; each figure is the median of its rounds.
      for (let round = 1; round <= options.growthRounds; round++) {
        for (const sizeName of options.plan.growth) {
          log(`growth ${engine}, round ${round} of ${options.growthRounds}: ${sizeName} answers`);
          const run = await runDatabase({
            engine,
            pgUrl: options.pgUrl,
            ds: datasetOf(dataSizes[sizeName], today, app),
            app,
            issuer,
            settings: growthLoad,
            only: options.only,
            logLevel: options.logLevel,
            cpuProfDir: null,
            webDist: null,
            insertLoop: false,
            serverScript: serverBundle.script,
            rateLimits: options.rateLimits,
            redisUrl: options.redisUrl,
            serverNodeFlags: options.serverNodeFlags,
            placement,
          });
          (runs[sizeName] ??= []).push(run);
        }
      }
      report.growth.push({
        engine,
        note:
          `the same load at every size: reads ${growthLoad.readSeconds} s over ${growthLoad.readPlayers} players, ` +
          `${growthLoad.submits} submits, ${growthLoad.votes} votes, ${growthLoad.midnightPlayers} players at midnight; ` +
          `median of ${options.growthRounds} rounds`,
        sizes: options.plan.growth.map((sizeName) => ({
          size: sizeName,
          rows: rowCounts(datasetOf(dataSizes[sizeName], today, app)),
          calls: medianCalls(runs[sizeName].map((run) => run.calls)),
          rounds: runs[sizeName].map((run) => run.calls),
        })),
      });
    }
  }
} finally {
  await baseline.stop();
  await issuer.close();
  serverBundle.remove();
}

/**
 * The bare route under the calls' load settings, after a second of warming up.
 * @param {import('./lib/processes.mjs').Running} baseline
 * @param {import('./lib/sizes.mjs').LoadSettings} settings
 */
async function loadBaseline(baseline, settings) {
  await loadConstant(baseline.url, settings.connections, null, 1);
  const result = await loadConstant(
    baseline.url,
    settings.connections,
    settings.readAmount,
    settings.readSeconds,
    baseline,
  );
  log(`baseline: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
  return result;
}

if (app.dayOf(new Date()) !== today) {
  log('WARNING: the day changed during the run (00:00 UTC): submits may have been refused');
}
report.machine.loadAfter = os.loadavg();
report.seconds = (Date.now() - startedAt.getTime()) / 1000;
report.targets = evaluateTargets(report);
const markdown = renderMarkdown(report);
mkdirSync(outDir, { recursive: true });
const stamp = startedAt.toISOString().replaceAll(':', '-').slice(0, 19);
for (const name of [`${stamp}-${options.sizeName}`, 'latest']) {
  writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(report, null, 2));
  writeFileSync(path.join(outDir, `${name}.md`), markdown);
}
process.stdout.write(markdown);
log(`report: ${path.join(outDir, 'latest.md')} and .json`);
