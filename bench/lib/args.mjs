// The bench's command line.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { CALLS } from './calls.mjs';
import { plans } from './sizes.mjs';

/** A size's day of play, as the usage shows its defaults. @param {string} size */
const dayDefaults = (size) => /** @type {import('./sizes.mjs').Plan} */ (plans[size]).dayOfPlay;

export const USAGE = `npm run bench -- [options]

  --size full|small|tiny   full: 100,000 players, 1,000,000 answers, ~3,000,000 votes (default)
                           small: 10,000 players, 100,000 answers; tiny: the smoke test's
  --pg <url>               also PostgreSQL; the bench keeps seeded copies (<db>_seed_*) and a
                           run copy (<db>_run_<pid>, dropped after) beside <db>
  --no-sqlite              PostgreSQL only
  --no-growth              skip the growth table
  --growth-rounds <n>      runs of each growth size, taking turns; medians (default 3)
  --no-page                skip the page's size and Lighthouse
  --lighthouse-runs <n>    Lighthouse runs per page, the median is kept (default 3)
  --calls <a,b>|none       only these calls (${CALLS.map((c) => c.name).join(', ')});
                           none: no call alone, nor the baseline and the insert loop (with
                           --day-of-play: the day of play alone)
  --day-of-play            a day of play, after the calls on the same server: players arrive at
                           a fixed rate (open loop), each plays a whole day (word, answer, crowd,
                           10 answers judged, profile, rankings, peña) with think time between
                           calls; the rate rises step by step until p99 reaches 100 ms or a call
                           fails; CPU of server, PostgreSQL and generator at each step
  --day-rates <a,b>        its steps, player-days per second (default full and small:
                           ${dayDefaults('full').rates.join(',')}; tiny: ${dayDefaults('tiny').rates.join(',')})
  --day-hold <s>           how long each step is measured after its ramp (default full
                           ${dayDefaults('full').holdSeconds}, small ${dayDefaults('small').holdSeconds}, tiny ${dayDefaults('tiny').holdSeconds})
  --think-ms <ms>          a player's mean think time between calls, exponential (default
                           ${dayDefaults('full').thinkMs}; tiny ${dayDefaults('tiny').thinkMs}); a step's ramp is one day's length
  --placement cores|shared cores (default): with taskset, the server, the baseline and the bare
                           insert loop on core 0, the load generator (the bench itself) on core 1
                           (the first two cores the bench may use), so a ratio is the server's
                           cost and not the generator's; shared: nothing pinned (the old way)
  --pg-core <n>|all        with cores, the core of PostgreSQL (its postmaster and every process
                           of it) during each PostgreSQL run (default: the load generator's,
                           so the server's core is the server's alone); all leaves
                           it alone; it goes back on every core after each run
  --connections <n>        concurrent connections (default 50)
  --read-seconds <n>       how long each read call is loaded
  --log-level <level>      the server's LOG_LEVEL (default info, as in production)
  --no-rate-limits         turn the server's rate limits off (by default they run, set far
                           above the load), to see what they cost
  --redis <url>            the server counts its rate limits in this Redis (REDIS_URL), as several
                           instances would, instead of in PostgreSQL or its own memory
  --cpu-prof               profile the server (node --cpu-prof) and summarise where time went
  --server-node-flags <f>  more flags for the server's node, e.g. "--trace-gc" (its log is in
                           bench/.cache/logs)
  --out <dir>              where the report goes (default bench/results)
  --server-bundle <file>   start this server bundle instead of building one (to compare builds)
  --isolated-build         bundle the server into a file of its own instead of server/dist/server.js
                           (the smoke test: other tests may build meanwhile)
`;

/** @param {string[]} argv */
export function parseBenchArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      size: { type: 'string', default: 'full' },
      pg: { type: 'string' },
      'no-sqlite': { type: 'boolean', default: false },
      'no-growth': { type: 'boolean', default: false },
      'growth-rounds': { type: 'string', default: '3' },
      'no-page': { type: 'boolean', default: false },
      'lighthouse-runs': { type: 'string', default: '3' },
      calls: { type: 'string' },
      'day-of-play': { type: 'boolean', default: false },
      'day-rates': { type: 'string' },
      'day-hold': { type: 'string' },
      'think-ms': { type: 'string' },
      placement: { type: 'string', default: 'cores' },
      'pg-core': { type: 'string' },
      connections: { type: 'string' },
      'read-seconds': { type: 'string' },
      'log-level': { type: 'string', default: 'info' },
      'cpu-prof': { type: 'boolean', default: false },
      'server-node-flags': { type: 'string', default: '' },
      'no-rate-limits': { type: 'boolean', default: false },
      redis: { type: 'string' },
      out: { type: 'string' },
      'isolated-build': { type: 'boolean', default: false },
      'server-bundle': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const plan = plans[values.size];
  if (!plan) throw new Error(`--size must be one of ${Object.keys(plans).join(', ')}\n\n${USAGE}`);
  const only = values.calls === 'none' ? [] : values.calls?.split(',').map((name) => name.trim());
  const unknown = only?.filter((name) => !CALLS.some((c) => c.name === name));
  if (unknown?.length) throw new Error(`unknown calls: ${unknown.join(', ')}\n\n${USAGE}`);
  const number = (/** @type {string | undefined} */ raw, /** @type {string} */ flag) => {
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag} must be a positive number`);
    return value;
  };
  const connections = number(values.connections, '--connections');
  const rates = values['day-rates']
    ?.split(',')
    .map((rate) => /** @type {number} */ (number(rate.trim(), '--day-rates')));
  if (rates && rates.some((rate, i) => i > 0 && rate <= /** @type {number} */ (rates[i - 1]))) {
    throw new Error('--day-rates must rise');
  }
  /** @type {import('./day-of-play-steps.mjs').DaySettings} */
  const dayOfPlay = {
    ...plan.dayOfPlay,
    ...(rates ? { rates } : {}),
    holdSeconds: number(values['day-hold'], '--day-hold') ?? plan.dayOfPlay.holdSeconds,
    thinkMs: number(values['think-ms'], '--think-ms') ?? plan.dayOfPlay.thinkMs,
  };
  const readSeconds = number(values['read-seconds'], '--read-seconds');
  const override = (/** @type {import('./sizes.mjs').LoadSettings | null} */ load) =>
    load && {
      ...load,
      ...(connections ? { connections } : {}),
      ...(readSeconds ? { readSeconds } : {}),
    };
  if (values.placement !== 'cores' && values.placement !== 'shared') {
    throw new Error(`--placement must be cores or shared\n\n${USAGE}`);
  }
  const pgCore = values['pg-core'];
  if (
    pgCore !== undefined &&
    pgCore !== 'all' &&
    !(/^\d+$/.test(pgCore) && Number(pgCore) < os.cpus().length)
  ) {
    throw new Error(
      `--pg-core must be all or a core of this machine (0 to ${os.cpus().length - 1})`,
    );
  }
  const engines = /** @type {('sqlite' | 'postgres')[]} */ ([
    ...(values['no-sqlite'] ? [] : ['sqlite']),
    ...(values.pg ? ['postgres'] : []),
  ]);
  if (engines.length === 0) throw new Error('nothing to run: --no-sqlite needs --pg');
  return {
    help: values.help,
    sizeName: values.size,
    plan: {
      ...plan,
      load: /** @type {import('./sizes.mjs').LoadSettings} */ (override(plan.load)),
      growthLoad: override(plan.growthLoad),
    },
    pgUrl: values.pg ?? null,
    engines,
    growth: !values['no-growth'] && plan.growth.length > 1 && only?.length !== 0,
    page: !values['no-page'],
    lighthouseRuns: number(values['lighthouse-runs'], '--lighthouse-runs') ?? 3,
    growthRounds: number(values['growth-rounds'], '--growth-rounds') ?? 3,
    only: /** @type {import('./calls.mjs').CallName[] | null} */ (only ?? null),
    dayOfPlay: values['day-of-play'] ? dayOfPlay : null,
    logLevel: values['log-level'],
    cpuProf: values['cpu-prof'],
    serverNodeFlags: values['server-node-flags'].split(' ').filter(Boolean),
    placement: /** @type {'cores' | 'shared'} */ (values.placement),
    pgCore: /** @type {number | 'all' | null} */ (
      pgCore === undefined ? null : pgCore === 'all' ? pgCore : Number(pgCore)
    ),
    rateLimits: !values['no-rate-limits'],
    redisUrl: values.redis ?? null,
    out: values.out ?? null,
    isolatedBuild: values['isolated-build'],
    serverBundle: values['server-bundle'] ?? null,
  };
}
