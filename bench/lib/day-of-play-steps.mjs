// "A day of play" (issue 30): players arrive at a fixed rate of player-days per second, each plays
// their whole day (day-of-play.mjs), and the rate rises step by step until a step's p99 over all
// calls reaches 100 ms or a call fails. Each step: the players' tokens and peñas made first (not
// measured); then arrivals at the rate through a ramp of one day's length (by its end the players
// in their day are as many as they will be) and a hold, measured; then no more arrivals while the
// last players finish. The CPU of the server, of PostgreSQL and of the generator over the hold
// tells what saturates first.
import { penaId, penaIndexOf, uidOf } from './dataset.mjs';
import { cpuMeter } from './cpu-shares.mjs';
import { CALLS_PER_DAY, playDay } from './day-of-play.mjs';
import { collectGarbage } from './load.mjs';
import { log } from './log.mjs';
import { arrivals, createLatencyLog, openClient, until } from './open-loop.mjs';

/** A step holds when its p99 over all calls is below this, ms, and no call failed. */
export const P99_LIMIT_MS = 100;

/** Errors a step keeps, to tell what went wrong. */
const ERROR_SAMPLES = 5;

/**
 * @typedef {object} DaySettings
 * @property {number[]} rates  the steps' arrival rates, player-days per second
 * @property {number} holdSeconds  how long each step is held and measured, after its ramp
 * @property {number} thinkMs  a player's mean think time between two calls
 */

/**
 * @typedef {object} Step
 * @property {number} rate  player-days per second
 * @property {number} players  who arrived
 * @property {number} completed  days played to their end with every call answered as it should
 * @property {number} doneJudging  days whose judging ended early: nothing left to judge
 * @property {number} requests  requests due during the hold
 * @property {number} rps  of them per second
 * @property {import('./open-loop.mjs').Latencies} all  over all calls due during the hold
 * @property {Record<string, import('./open-loop.mjs').Latencies>} calls  per call, likewise
 * @property {{ call: string, p99: number }} worst  the call with the highest p99
 * @property {number} errors  requests of the whole step that did not get their call's status
 * @property {string[]} errorSamples
 * @property {import('./cpu-shares.mjs').CpuShares} cpu  over the hold
 * @property {boolean} held
 */

/**
 * @typedef {object} DayOfPlay
 * @property {DaySettings} settings
 * @property {number} rampSeconds
 * @property {number} callsPerDay
 * @property {Step[]} steps
 * @property {number | null} held  the highest rate held, player-days per second
 * @property {string} stopped  the step that did not hold and why, or why there was none
 * @property {{ serverCore: number | null, generatorCore: number | null,
 *   databaseBesideGenerator: boolean }} where  the cores of the server and the generator, and
 *   whether PostgreSQL shared the generator's
 */

/**
 * The players of a day of play: who has not answered today and no other load uses, the last
 * players first (the other loads take the first ones).
 * @param {import('./dataset.mjs').Dataset} ds
 * @param {Set<string>} taken  uids of the other loads' players
 */
export function dayPlayers(ds, taken) {
  const players = [];
  for (let p = ds.size.players - 1; p >= 0; p--) {
    if (!ds.answeredToday(p) && !taken.has(uidOf(p))) players.push(p);
  }
  return players;
}

/**
 * The ramp of a step, s: one day's length (its calls and its think times) and a fifth more for
 * the answers' own time and the days that think longer.
 * @param {number} thinkMs
 */
export const rampSecondsOf = (thinkMs) => Math.ceil((1.2 * CALLS_PER_DAY * thinkMs) / 1000);

/**
 * @param {object} o
 * @param {import('./processes.mjs').Running} o.server
 * @param {string | null} o.postgresUrl  on PostgreSQL: its processes' CPU is measured
 * @param {boolean} o.databaseBesideGenerator  PostgreSQL shares the generator's core
 * @param {import('./placement.mjs').Placement} o.placement
 * @param {import('./dataset.mjs').Dataset} o.ds
 * @param {number[]} o.players  who may play, each once
 * @param {import('./tokens.mjs').TokenIssuer} o.issuer
 * @param {DaySettings} o.settings
 * @param {string} o.name  for the progress lines
 * @returns {Promise<DayOfPlay>}
 */
export async function runDayOfPlay(o) {
  const { settings } = o;
  const rampSeconds = rampSecondsOf(settings.thinkMs);
  const client = openClient(o.server.url);
  const meter = await cpuMeter({ server: o.server, postgresUrl: o.postgresUrl });
  /** @type {Step[]} */
  const steps = [];
  let stopped = 'none: every step held';
  let next = 0;
  try {
    for (const rate of settings.rates) {
      const count = Math.round(rate * (rampSeconds + settings.holdSeconds));
      if (next + count > o.players.length) {
        stopped = `none: ${rate}/s needs ${count} players who have not played, ${o.players.length - next} are left`;
        break;
      }
      const players = o.players.slice(next, (next += count));
      log(`${o.name} day of play at ${rate}/s: ${count} players, signing tokens…`);
      await o.issuer.prepare(players.map(uidOf));
      // Each plays in the peña the seed put them in (dataset.mjs).
      const penaOf = new Map(players.map((p) => [p, penaId(penaIndexOf(p))]));
      collectGarbage();
      const step = await playStep({ ...o, client, meter, rate, players, penaOf, rampSeconds });
      steps.push(step);
      log(
        `${o.name} day of play at ${rate}/s: ${step.completed} of ${step.players} days, ${Math.round(step.rps)} req/s, ` +
          `p50 ${step.all.p50} ms, p99 ${step.all.p99} ms (worst ${step.worst.call} ${step.worst.p99} ms), ` +
          `${step.errors} errors; CPU server ${step.cpu.server}, database ${step.cpu.database ?? 'in the server'}, generator ${step.cpu.generator}` +
          (step.errorSamples.length ? `\n  ${step.errorSamples.join('\n  ')}` : ''),
      );
      if (!step.held) {
        stopped =
          step.errors > 0
            ? `${rate}/s did not hold: ${step.errors} errors`
            : `${rate}/s did not hold: p99 ${step.all.p99} ms`;
        break;
      }
    }
  } finally {
    await client.close();
  }
  return {
    settings,
    rampSeconds,
    callsPerDay: CALLS_PER_DAY,
    steps,
    held: steps.filter((step) => step.held).at(-1)?.rate ?? null,
    stopped,
    where: {
      serverCore: o.placement.serverCore,
      generatorCore: o.placement.generatorCore,
      databaseBesideGenerator: o.databaseBesideGenerator,
    },
  };
}

/**
 * @param {object} o
 * @param {number} o.rate
 * @param {number[]} o.players
 * @param {Map<number, string>} o.penaOf
 * @param {number} o.rampSeconds
 * @param {DaySettings} o.settings
 * @param {import('./dataset.mjs').Dataset} o.ds
 * @param {import('./tokens.mjs').TokenIssuer} o.issuer
 * @param {import('./open-loop.mjs').OpenClient} o.client
 * @param {Awaited<ReturnType<typeof cpuMeter>>} o.meter
 * @returns {Promise<Step>}
 */
async function playStep(o) {
  const word = /** @type {string} */ (o.ds.words[o.ds.size.days - 1]);
  const latencies = createLatencyLog();
  const start = performance.now() + 100;
  const holdFrom = start + o.rampSeconds * 1000;
  const holdTo = holdFrom + o.settings.holdSeconds * 1000;
  const cpu = until(holdFrom).then(() => {
    const window = o.meter.start();
    return until(holdTo).then(() => window.end());
  });
  /** @type {Promise<import('./day-of-play.mjs').Day>[]} */
  const days = [];
  await arrivals(o.rate, o.players.length, start, (i, at) => {
    const p = /** @type {number} */ (o.players[i]);
    days.push(
      playDay({
        p,
        arrivesAt: at,
        word,
        token: o.issuer.tokenOf(uidOf(p)),
        pena: o.penaOf.get(p) ?? null,
        thinkMs: o.settings.thinkMs,
        client: o.client,
        log: latencies,
      }),
    );
  });
  const played = await Promise.all(days);
  const { all, calls } = latencies.summary(holdFrom, holdTo);
  const errors = latencies.errors();
  let worst = { call: '', p99: -Infinity };
  for (const [call, figures] of Object.entries(calls)) {
    if (figures.p99 > worst.p99) worst = { call, p99: figures.p99 };
  }
  return {
    rate: o.rate,
    players: o.players.length,
    completed: played.filter((day) => !day.failed).length,
    doneJudging: played.filter((day) => day.doneJudging).length,
    requests: all.requests,
    rps: all.requests / o.settings.holdSeconds,
    all,
    calls,
    worst,
    errors: errors.length,
    errorSamples: errors.slice(0, ERROR_SAMPLES).map((e) => `${e.call}: ${e.what}`),
    cpu: await cpu,
    held: all.p99 < P99_LIMIT_MS && errors.length === 0,
  };
}
