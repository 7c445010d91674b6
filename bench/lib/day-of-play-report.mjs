// The report's section "A day of play": per database, each step's figures, each call's latency at
// each step, and the verdict: the highest rate held and what saturates first.
import { PENA_MEMBERS } from './dataset.mjs';
import { DAY_CALLS } from './day-of-play.mjs';
import { saturationOf } from './cpu-shares.mjs';
import { P99_LIMIT_MS } from './day-of-play-steps.mjs';

/** Issue 30: a million players within an hour. */
export const DAY_TARGET = 300;

const fmt = (/** @type {number} */ x, digits = 0) =>
  x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const pct = (/** @type {number | null} */ x) => (x === null ? '' : `${Math.round(x * 100)} %`);
const engineName = (/** @type {string} */ engine) =>
  engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';

/**
 * @param {any} report
 * @returns {string[]}  Markdown lines, none when no run had a day of play
 */
export function renderDayOfPlay(report) {
  /** @type {{ engine: string, size: string, dayOfPlay: import('./day-of-play-steps.mjs').DayOfPlay }[]} */
  const runs = report.runs.filter((/** @type {any} */ run) => run.dayOfPlay);
  const first = runs[0]?.dayOfPlay;
  if (!first) return [];
  const s = first.settings;
  const lines = [
    '### A day of play',
    '',
    `Players arrive at a fixed rate of player-days per second (an open loop: on a schedule, however fast the server answers). ` +
      `Each is a seeded player who has not answered today, playing once in the whole run; their day is ${first.callsPerDay} calls in order: ` +
      `the word of the day, their answer, the word again with the crowd, 10 × (vote/random, then vote/submit on the answer it handed out), ` +
      `their profile, the rankings page (its periods, then the newest period's ranking) and their peña's page, ` +
      `with a think time before each next call, exponential around ${fmt(s.thinkMs)} ms. ` +
      `Before each step its players get their tokens; each is in a peña of ${PENA_MEMBERS}, as every seeded player is. ` +
      `A step: a ramp of ${first.rampSeconds} s (one day's length: by its end the players in their day are as many as they get; not measured), ` +
      `then ${fmt(s.holdSeconds)} s held and measured, then no more arrivals while the last days end. ` +
      `Latency counts from the time each call was due (its arrival, or the end of the think time), so a late send counts too. ` +
      `Over the hold: p50 and p99 over all calls and the worst call's p99; requests per second of the calls due then; ` +
      `CPU as a share of one core (the server process, SQLite inside it; PostgreSQL: its postmaster and every process of it; the generator: the bench process), and how busy each core was, whoever kept it busy. ` +
      `A step holds with p99 < ${P99_LIMIT_MS} ms over all calls and no error (another status than the call's, or a network error, anywhere in the step); ` +
      `the steps stop at the first that does not. "Judging ended" counts days whose vote/random said nothing was left (no error).`,
    '',
  ];
  for (const run of runs) {
    const day = run.dayOfPlay;
    lines.push(
      `#### ${engineName(run.engine)}, ${run.size}`,
      '',
      '| player-days/s | days completed | req/s | p50 ms | p99 ms | worst call, p99 ms | errors | judging ended | CPU server | CPU PostgreSQL | CPU generator | cores busy | holds |',
      '| ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    );
    for (const step of day.steps) {
      lines.push(
        `| ${fmt(step.rate)} | ${fmt(step.completed)} of ${fmt(step.players)} | ${fmt(step.rps)} | ${step.all.p50} | ${step.all.p99} | ` +
          `${step.worst.call}, ${step.worst.p99} | ${fmt(step.errors)} | ${fmt(step.doneJudging)} | ` +
          `${pct(step.cpu.server)} | ${step.cpu.database === null ? (run.engine === 'sqlite' ? 'in the server' : 'not visible') : pct(step.cpu.database)} | ` +
          `${pct(step.cpu.generator)} | ${(step.cpu.cores ?? []).map((busy, core) => `${core}: ${pct(busy)}`).join(', ')} | ${step.held ? 'yes' : '**no**'} |`,
      );
    }
    const rates = day.steps.map((step) => step.rate);
    lines.push(
      '',
      `Each call's p50 / p99 ms over the hold, by step (player-days per second; empty: none was due then):`,
      '',
      `| call | ${rates.map((rate) => `${fmt(rate)}/s`).join(' | ')} |`,
      `| --- | ${rates.map(() => '---:').join(' | ')} |`,
    );
    for (const call of DAY_CALLS) {
      const cells = day.steps.map((step) => step.calls[call]);
      if (cells.every((cell) => !cell)) continue;
      lines.push(
        `| ${call} | ${cells.map((c) => (c?.requests ? `${c.p50} / ${c.p99}` : '')).join(' | ')} |`,
      );
    }
    const failing = day.steps.find((step) => !step.held);
    if (failing?.errorSamples.length) {
      lines.push(
        '',
        `Errors at ${fmt(failing.rate)}/s, the first: ${failing.errorSamples.join('; ')}.`,
      );
    }
    const last = day.steps.at(-1);
    const cpu = last && saturationOf(last.cpu, day.where);
    const saturation =
      !last || !cpu
        ? 'No step ran.'
        : failing
          ? `What saturates first, at ${fmt(failing.rate)}/s: ${cpu.text}` +
            (cpu.saturated ? '.' : ': the limit is elsewhere (waits, locks, the disk).')
          : `At the last step, ${fmt(last.rate)}/s: ${cpu.text}.`;
    const busyElsewhere = day.steps
      .map((step) => ({ step, other: saturationOf(step.cpu, day.where).otherWork }))
      .filter(({ other }) => other)
      .map(({ step, other }) => `at ${fmt(step.rate)}/s ${other}`);
    lines.push(
      '',
      `**Verdict: ${day.held === null ? 'no step held' : `${fmt(day.held)} player-days per second held`}** ` +
        `(p99 < ${P99_LIMIT_MS} ms, no error). Next step: ${day.stopped}. ${saturation}` +
        (busyElsewhere.length ? ` **Beware**: ${busyElsewhere.join('; ')}.` : ''),
      '',
    );
  }
  return lines;
}

/**
 * Issue 30's target for each run with a day of play.
 * @param {any} report
 * @returns {{ target: string, measured: string, holds: boolean }[]}
 */
export function dayOfPlayTargets(report) {
  return report.runs
    .filter((/** @type {any} */ run) => run.dayOfPlay)
    .map((/** @type {any} */ run) => {
      /** @type {import('./day-of-play-steps.mjs').DayOfPlay} */
      const day = run.dayOfPlay;
      const last = day.steps.at(-1);
      const cpu = last && saturationOf(last.cpu, day.where);
      return {
        target: `${run.engine} ${run.size}: a day of play ≥ ${DAY_TARGET} player-days per second with p99 < ${P99_LIMIT_MS} ms and no error`,
        measured:
          `${day.held === null ? 'no step held' : `${fmt(day.held)} held`}; next step: ${day.stopped}` +
          (cpu ? `; at the last step: ${cpu.text}` : ''),
        holds: (day.held ?? 0) >= DAY_TARGET,
      };
    });
}
