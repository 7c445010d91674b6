// One database under load: a fresh copy of the seeded data, the real server started on it, every
// call loaded in turn, then the bare durable insert loop on the same database.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CALLS, planCalls } from './calls.mjs';
import { loadAppModules } from './app-modules.mjs';
import { BENCH_SERVING_KEY, uidOf } from './dataset.mjs';
import { dropPostgresRunCopy, postgresRunCopy, sqliteRunCopy } from './databases.mjs';
import { dayPlayers, runDayOfPlay } from './day-of-play-steps.mjs';
import { postgresInsertLoop, sqliteInsertLoop } from './insert-loop.mjs';
import { load } from './load.mjs';
import { log } from './log.mjs';
import { cacheDir } from './paths.mjs';
import { moveBench, placePostgres } from './placement.mjs';
import { startProcess } from './processes.mjs';
import { SIGN_IN_ENV } from './tokens.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./calls.mjs').CallName} CallName */
/** @typedef {import('./load.mjs').LoadResult} LoadResult */

/** The server's PostgreSQL pool size (server/src/db/database.ts): the insert loop's connections. */
export const PG_POOL_SIZE = 10;

/**
 * The server's rate limits (server/src/config.ts), at their maximum: far above what the bench
 * sends from its one address in a minute, so the limiter still runs (as in production) but never
 * refuses, and the bench measures the calls.
 */
export const RATE_LIMIT_ENV = {
  RATE_LIMIT_PER_PLAYER_PER_MINUTE: '1000000',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
};
/** --no-rate-limits: 0 turns the limiter off, to see what it costs. */
const NO_RATE_LIMIT_ENV = {
  RATE_LIMIT_PER_PLAYER_PER_MINUTE: '0',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
};

/**
 * @typedef {object} DatabaseRun
 * @property {'sqlite' | 'postgres'} engine
 * @property {Partial<Record<CallName, LoadResult>>} calls
 * @property {{ answers: import('./insert-loop.mjs').LoopResult,
 *   votes: import('./insert-loop.mjs').LoopResult } | null} insertLoop
 * @property {number} peakRssMb  the server's peak over the whole run
 * @property {string | null} cpuProfile  the folder of the server's .cpuprofile
 * @property {number} profileFrom  seconds from the server's start to the first measured call
 * @property {Start} start
 * @property {number} weeksClosedByServer  periods the server's week closer ranked during the run:
 *   none, as the seeds come with their weeks closed (close-weeks.mjs)
 * @property {string | null} postgresPlacement  where PostgreSQL ran, as placePostgres says
 * @property {import('./day-of-play-steps.mjs').DayOfPlay | null} dayOfPlay
 */

/**
 * How soon a fresh server answers, from spawning it (its first call also fetches the token keys).
 * @typedef {object} Start
 * @property {number} healthzMs  to the first 200 of /healthz (polled every 10 ms)
 * @property {number} firstCallMs  to the first answer of a real call, right after: a registered
 *   player's word of the day, with a token
 * @property {number} rssMb  the server's RSS then
 * @property {number} peakRssMb  its peak RSS until then
 */

/**
 * @param {object} o
 * @param {'sqlite' | 'postgres'} o.engine
 * @param {string | null} o.pgUrl
 * @param {Dataset} o.ds
 * @param {import('./app-modules.mjs').AppModules} o.app
 * @param {import('./tokens.mjs').TokenIssuer} o.issuer
 * @param {import('./sizes.mjs').LoadSettings} o.settings
 * @param {CallName[] | null} o.only
 * @param {string} o.logLevel
 * @param {string | null} o.cpuProfDir
 * @param {string | null} o.webDist
 * @param {boolean} o.insertLoop
 * @param {string} o.serverScript  the server's bundle, relative to the repository
 * @param {boolean} o.rateLimits  false turns the server's rate limits off
 * @param {string | null} o.redisUrl  where the server counts its rate limits (REDIS_URL), if set
 * @param {string[]} o.serverNodeFlags  more flags for the server's node
 * @param {import('./placement.mjs').Placement} o.placement
 * @param {(server: import('./processes.mjs').Running) => Promise<void>} [o.whileRunning]
 *   run after the calls, before the server stops (the page's measurements)
 * @param {import('./day-of-play-steps.mjs').DaySettings | null} [o.dayOfPlay]  a day of play
 *   last, on the same server, by players the calls left alone
 * @returns {Promise<DatabaseRun>}
 */
export async function runDatabase(o) {
  const { engine, ds, settings } = o;
  const word = ds.words[ds.size.days - 1];
  const { signTicket } = await loadAppModules();
  const servingKey = Buffer.from(BENCH_SERVING_KEY, 'base64url');
  const servedAt = new Date();
  const plan = planCalls(ds, settings, word, o.issuer.tokenOf, (answer, judge) =>
    signTicket(servingKey, answer, judge, servedAt),
  );
  const calls = plan.calls.filter((call) => !o.only || o.only.includes(call.name));
  log(`${engine} ${ds.size.name}: signing tokens…`);
  const uids = [
    uidOf(0),
    uidOf(notPlayedToday(ds)),
    ...plan.warmup.uids,
    ...calls.flatMap((call) => call.uids),
  ];
  await o.issuer.prepare(uids);

  const database = await freshDatabase(engine, ds, o);
  /** @type {Awaited<ReturnType<typeof placePostgres>> | null} */
  let postgres = null;
  try {
    if (engine === 'postgres') postgres = await placePostgres(o.placement, database.location);
    const profileDir = o.cpuProfDir ? path.join(o.cpuProfDir, `${engine}-${ds.size.name}`) : null;
    const logFile = path.join(
      cacheDir,
      'logs',
      `server-${process.pid}-${engine}-${ds.size.name}.log`,
    );
    const server = await startProcess({
      script: o.serverScript,
      env: { ...serverEnv(o), ...database.env },
      logFile,
      readyPath: '/healthz',
      placement: o.placement,
      nodeFlags: [
        ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        ...o.serverNodeFlags,
      ],
    });
    let loaded;
    let start;
    let dayOfPlay = null;
    try {
      start = await firstCall(server, o.issuer.tokenOf(uidOf(0)));
      log(
        `${engine} ${ds.size.name}: /healthz answered ${Math.round(start.healthzMs)} ms after start, the first call ${Math.round(start.firstCallMs)} ms`,
      );
      loaded = await loadCalls(server, plan.warmup, calls, o);
      await o.whileRunning?.(server);
      if (o.dayOfPlay) {
        dayOfPlay = await runDayOfPlay({
          server,
          postgresUrl: engine === 'postgres' ? database.location : null,
          databaseBesideGenerator:
            o.placement.mode === 'cores' &&
            postgres?.placed === `core ${o.placement.generatorCore}`,
          placement: o.placement,
          ds,
          players: dayPlayers(ds, new Set(uids)),
          issuer: o.issuer,
          settings: o.dayOfPlay,
          name: `${engine} ${ds.size.name}`,
        });
        // The run's peak with the day's (the peak since the last call's load began).
        loaded.peakRssMb = Math.max(loaded.peakRssMb, server.memory().peakRssMb);
      }
    } finally {
      const code = await server.stop();
      if (code !== 0) log(`${engine} server exited with ${code}`);
    }
    let insertLoop = null;
    if (o.insertLoop) {
      // The loop measures the database as the server used it: on the server's core, free now.
      moveBench(o.placement, 'server');
      try {
        insertLoop =
          engine === 'sqlite'
            ? sqliteInsertLoop(database.location, ds, o.app, settings.insertLoopSeconds)
            : await postgresInsertLoop(
                database.location,
                ds,
                o.app,
                settings.insertLoopSeconds,
                PG_POOL_SIZE,
              );
      } finally {
        moveBench(o.placement, 'generator');
      }
      log(
        `${engine} ${ds.size.name} bare durable insert loop: ${Math.round(insertLoop.answers.perSecond)} answers/s, ${Math.round(insertLoop.votes.perSecond)} votes/s`,
      );
    }
    return {
      engine,
      ...loaded,
      start,
      weeksClosedByServer: periodsClosedIn(logFile),
      insertLoop,
      dayOfPlay,
      cpuProfile: profileDir,
      postgresPlacement: postgres?.placed ?? null,
    };
  } finally {
    postgres?.restore();
    await database.drop();
  }
}

/**
 * The periods a server's week closer ranked, from its log's "weeks closed" lines.
 * @param {string} logFile
 */
function periodsClosedIn(logFile) {
  let periods = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"weeks closed"')) continue;
    periods += /** @type {{ periods?: number }} */ (JSON.parse(line)).periods ?? 0;
  }
  return periods;
}

/**
 * Right after /healthz answers, a real call, tried every 10 ms until it answers 200.
 * @param {import('./processes.mjs').Running} server
 * @param {string} token  a registered player's
 * @returns {Promise<Start>}
 */
async function firstCall(server, token) {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const response = await fetch(`${server.url}/api/play/word-of-the-day`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (response.ok) break;
    if (performance.now() > deadline) {
      throw new Error(`the first word of the day answered ${response.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const firstCallMs = performance.now() - server.startedAt;
  return { healthzMs: server.readyMs, firstCallMs, ...server.memory() };
}

/**
 * The server's environment: production, local keys, rate limits far above the load, behind a
 * load balancer on this machine (each player's address comes in X-Forwarded-For).
 * @param {{ logLevel: string, issuer: import('./tokens.mjs').TokenIssuer, rateLimits: boolean,
 *   redisUrl: string | null,
 *   webDist: string | null }} o
 * @returns {Record<string, string>}
 */
function serverEnv(o) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: o.logLevel,
    ...SIGN_IN_ENV,
    FIREBASE_JWKS_URL: o.issuer.jwksUrl,
    TRUST_PROXY: 'loopback',
    SERVING_KEY: BENCH_SERVING_KEY,
    ...(o.rateLimits ? RATE_LIMIT_ENV : NO_RATE_LIMIT_ENV),
    ...(o.redisUrl ? { REDIS_URL: o.redisUrl } : {}),
    ...(o.webDist ? { WEB_DIST: o.webDist } : {}),
  };
}

/**
 * A copy of the seeded database of `ds` for this run alone (one per bench process, so a run and
 * the smoke test never share one), and what tells the server where it is.
 * @param {'sqlite' | 'postgres'} engine
 * @param {Dataset} ds
 * @param {{ pgUrl: string | null, app: import('./app-modules.mjs').AppModules }} o
 * @returns {Promise<{ env: Record<string, string>, location: string, drop(): Promise<void> }>}
 */
async function freshDatabase(engine, ds, o) {
  if (engine === 'sqlite') {
    const runDir = path.join(cacheDir, 'run', `${process.pid}-sqlite`);
    const file = await sqliteRunCopy(ds, o.app, runDir);
    return {
      env: { DATA_DIR: runDir },
      location: file,
      drop: async () => rmSync(runDir, { recursive: true, force: true }),
    };
  }
  const url = await postgresRunCopy(/** @type {string} */ (o.pgUrl), ds, o.app);
  return { env: { DATABASE_URL: url }, location: url, drop: () => dropPostgresRunCopy(url) };
}

/**
 * Readies the server (dictionary, a warm-up), then loads each call in turn.
 * @param {import('./processes.mjs').Running} server
 * @param {import('./calls.mjs').Requests} warmup
 * @param {import('./calls.mjs').CallPlan[]} calls
 * @param {{ ds: Dataset, engine: string, settings: import('./sizes.mjs').LoadSettings,
 *   issuer: import('./tokens.mjs').TokenIssuer }} o
 */
async function loadCalls(server, warmup, calls, { ds, engine, settings, issuer }) {
  const name = `${engine} ${ds.size.name}`;
  await waitForDictionary(
    server.url,
    issuer.tokenOf(uidOf(notPlayedToday(ds))),
    ds.words[ds.words.length - 1] ?? '',
  );
  // The liveness check is a recent route: measured where the server has it.
  const hasLivez = (await fetch(`${server.url}/livez`)).ok;
  const { connections } = settings;
  await load({
    url: server.url,
    next: warmup.next,
    amount: warmup.amount,
    connections,
    seconds: 0,
  });
  const profileFrom = (performance.now() - server.startedAt) / 1000;
  // In report order, the midnight mix last. The warm-up has run every call's code and fixed
  // today's word, as a server that has run all day has; the players of each call are new to it
  // all the same (tokens never seen but where a call says what comes before it, answers not yet
  // given).
  const order = calls.filter((call) => hasLivez || call.name !== 'livez');
  /** @type {Partial<Record<CallName, LoadResult>>} */
  const results = {};
  for (const call of order) {
    if (call.before) {
      const { next, amount } = call.before;
      await load({ url: server.url, next, amount, connections, seconds: 0 });
    }
    const result = await load({
      url: server.url,
      next: call.next,
      connections: settings.connections,
      amount: call.amount,
      seconds: settings.readSeconds,
      server,
    });
    results[call.name] = result;
    log(
      `${name} ${call.name}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, longest pause ${result.longestPauseMs} ms, ${result.cpuUsPerRequest} µs CPU/req, ${JSON.stringify(result.statuses)}${result.errors ? `, ${result.errors} errors` : ''}`,
    );
  }
  return {
    calls: Object.fromEntries(
      CALLS.filter((c) => results[c.name]).map((c) => [c.name, results[c.name]]),
    ),
    peakRssMb: Math.max(0, ...Object.values(results).map((r) => r?.peakRssMb ?? 0)),
    profileFrom,
  };
}

/** The first player who has not played today: the dictionary probe's. @param {Dataset} ds */
const notPlayedToday = (ds) =>
  Array.from({ length: ds.size.players }, (_, p) => p).find((p) => !ds.answeredToday(p)) ?? 0;

/**
 * Waits until the server has loaded its Spanish dictionary (it loads in the background at
 * start): a player who has not played today submits a non-word to today's word, refused as
 * NOT_IN_DICTIONARY once the dictionary is there; nothing is filed.
 * @param {string} url
 * @param {string} token  a registered player's who has not played today
 * @param {string} word   today's word
 */
async function waitForDictionary(url, token, word) {
  const response = await fetch(`${url}/api/play/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ word, answer: 'zxqzxq', date: new Date().toISOString() }),
  });
  const refused =
    response.status === 400 && (await response.clone().json()).error === 'NOT_IN_DICTIONARY';
  if (!refused) {
    throw new Error(
      `the server answered ${response.status} to the dictionary probe: ${await response.text()}`,
    );
  }
}
