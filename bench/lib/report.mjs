// The report: figures per database and call, ratios to the baselines, growth, the page, and the
// targets of issue 6 (and the start of issue 19) with whether each holds.
import { CALLS } from './calls.mjs';
import { dayOfPlayTargets, renderDayOfPlay } from './day-of-play-report.mjs';
import { describePlacement } from './placement.mjs';

/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {import('./run-database.mjs').DatabaseRun} DatabaseRun */

/**
 * @typedef {object} MainRun
 * @property {DatabaseRun & { size: string, rows: { players: number, answers: number, votes: number },
 *   baseline: LoadResult }} run
 */

/**
 * Ratios of each call of a main run: to the baseline's rps, to the baseline's CPU per request
 * (the baseline's µs ÷ the call's: the server's own cost, whoever else is busy), and for writes
 * to the insert loop.
 * @param {DatabaseRun & { baseline: LoadResult }} run
 */
export function ratiosOf(run) {
  /** @type {Record<string, { baseline: number, baselineCpu: number | null, insertLoop: number | null }>} */
  const ratios = {};
  for (const [name, result] of Object.entries(run.calls)) {
    if (!result) continue;
    const loop =
      name === 'submit'
        ? run.insertLoop?.answers
        : name === 'vote/submit'
          ? run.insertLoop?.votes
          : null;
    const succeeded = (result.statuses['201'] ?? 0) / result.seconds;
    ratios[name] = {
      baseline: result.rps / run.baseline.rps,
      baselineCpu: cpuRatio(run.baseline, result),
      insertLoop: loop ? succeeded / loop.perSecond : null,
    };
  }
  return ratios;
}

/**
 * The baseline's CPU per request ÷ the call's; null when either is too small to read (the clock
 * ticks of /proc are 10 ms: a few dozen requests, as at the tiny size, may show 0).
 * @param {LoadResult} baseline @param {LoadResult} call
 */
function cpuRatio(baseline, call) {
  const [a, b] = [Number(baseline.cpuUsPerRequest), Number(call.cpuUsPerRequest)];
  return a > 0 && b > 0 ? a / b : null;
}

/**
 * Per call, the median of each figure over several runs of the same calls.
 * @param {Partial<Record<string, LoadResult>>[]} rounds
 * @returns {Record<string, LoadResult>}
 */
export function medianCalls(rounds) {
  const median = (/** @type {number[]} */ values) => {
    const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
  };
  /** @type {Record<string, LoadResult>} */
  const calls = {};
  for (const name of Object.keys(rounds[0] ?? {})) {
    const results = /** @type {LoadResult[]} */ (rounds.map((r) => r[name]).filter(Boolean));
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const result of results) {
      for (const [status, count] of Object.entries(result.statuses)) {
        statuses[status] = (statuses[status] ?? 0) + count;
      }
    }
    /** @type {(key: keyof LoadResult) => number} */
    const of = (key) => median(results.map((r) => Number(r[key])));
    calls[name] = {
      requests: results.reduce((total, r) => total + r.requests, 0),
      seconds: results.reduce((total, r) => total + r.seconds, 0),
      rps: of('rps'),
      p50: of('p50'),
      p99: of('p99'),
      p50Connected: of('p50Connected'),
      p99Connected: of('p99Connected'),
      max: of('max'),
      longestPauseMs: of('longestPauseMs'),
      statuses,
      errors: results.reduce((total, r) => total + r.errors, 0),
      peakRssMb: of('peakRssMb'),
      cpuUsPerRequest: of('cpuUsPerRequest'),
    };
  }
  return calls;
}

/**
 * The read calls' share of the baseline's requests per second, by database (issue 19): on
 * PostgreSQL every call also waits on the database, which the bare route never does.
 */
const READ_TARGETS = /** @type {const} */ ({
  sqlite: [
    ['word-of-the-day', 0.5],
    ['vote/random', 0.3],
    ['profile', 0.3],
    ['midnight', 0.3],
  ],
  postgres: [
    ['word-of-the-day', 0.3],
    ['vote/random', 0.2],
    ['profile', 0.2],
    ['midnight', 0.2],
  ],
});

/** Submit and vote/submit against the bare durable insert loop on the same database. */
const WRITE_TARGET = 0.7;

/**
 * The targets of issue 19 (issue 6's, raised), each with the measured figure and whether it holds.
 * @param {any} report
 */
export function evaluateTargets(report) {
  /** @type {{ target: string, measured: string, holds: boolean }[]} */
  const targets = [];
  const pct = (/** @type {number} */ x) => `${Math.round(x * 100)}%`;
  for (const run of report.runs) {
    const ratios = ratiosOf(run);
    const where = `${run.engine} ${run.size}`;
    for (const [name, min] of READ_TARGETS[/** @type {'sqlite' | 'postgres'} */ (run.engine)]) {
      if (!ratios[name]) continue;
      const cpu = `${run.baseline.cpuUsPerRequest} / ${run.calls[name]?.cpuUsPerRequest} µs`;
      targets.push({
        target: `${where}: ${name} ≥ ${pct(min)} of baseline rps`,
        measured:
          `${pct(ratios[name].baseline)}; server CPU per request, baseline / call: ` +
          `${cpu} = ${orNone(ratios[name].baselineCpu, pct)}`,
        holds: ratios[name].baseline >= min,
      });
    }
    if (run.start) {
      targets.push({
        target: `${where}: the first call answered within 1 s of starting`,
        measured: `${fmt(run.start.firstCallMs)} ms (/healthz at ${fmt(run.start.healthzMs)} ms)`,
        holds: run.start.firstCallMs < 1000,
      });
    }
    for (const name of ['submit', 'vote/submit']) {
      const ratio = ratios[name]?.insertLoop;
      if (ratio === null || ratio === undefined) continue;
      targets.push({
        target: `${where}: ${name} ≥ ${pct(WRITE_TARGET)} of the bare durable insert loop`,
        measured: pct(ratio),
        holds: ratio >= WRITE_TARGET,
      });
    }
    for (const [name, result] of Object.entries(run.calls)) {
      const call = CALLS.find((c) => c.name === name);
      if (call?.diagnostic) continue;
      /** @type {readonly string[]} */
      const expected = call?.expected ?? [];
      const unexpected = Object.entries(/** @type {LoadResult} */ (result).statuses)
        .filter(([status]) => !expected.includes(status))
        .reduce((total, [, count]) => total + count, 0);
      targets.push({
        target: `${where}: ${name} p99 < 50 ms at ${report.options.connections} connections`,
        measured:
          `${result.p99} ms (${result.p99Connected} ms leaving out each connection's first request)` +
          (unexpected ? `, ${unexpected} unexpected statuses` : ''),
        holds: result.p99 < 50 && unexpected === 0 && result.errors === 0,
      });
    }
  }
  for (const growth of report.growth) {
    const first = growth.sizes[0];
    const last = growth.sizes.at(-1);
    if (!first || !last || first === last) continue;
    for (const name of Object.keys(last.calls)) {
      if (CALLS.find((c) => c.name === name)?.diagnostic) continue;
      const a = first.calls[name];
      const b = last.calls[name];
      if (!a || !b) continue;
      // Each connection's first request also waits for autocannon to open all 50 at once, the same
      // at every size: left out, as in the "connected" columns.
      const ratio = b.p50Connected / a.p50Connected;
      const cpu = b.cpuUsPerRequest / a.cpuUsPerRequest;
      targets.push({
        target: `${growth.engine}: ${name} p50 (connected) at ${last.size} answers ≤ 1.5× at ${first.size}`,
        measured:
          `${ratio.toFixed(2)}× (${a.p50Connected} → ${b.p50Connected} ms; p99 ${a.p99Connected} → ${b.p99Connected} ms; ` +
          `server CPU ${a.cpuUsPerRequest} → ${b.cpuUsPerRequest} µs/req, ${cpu.toFixed(2)}×)`,
        holds: ratio <= 1.5,
      });
    }
  }
  targets.push(...dayOfPlayTargets(report));
  if (report.page) {
    const kb = report.page.size.jsGzipBytes / 1000;
    targets.push({
      target: 'first-load JS < 150 KB gzipped',
      measured: `${kb.toFixed(1)} KB`,
      holds: kb < 150,
    });
    for (const [path, scores] of Object.entries(report.page.lighthouse ?? {})) {
      const s = /** @type {any} */ (scores);
      if (s.error) {
        targets.push({ target: `Lighthouse ${path}`, measured: s.error, holds: false });
        continue;
      }
      targets.push({
        target: `Lighthouse ${path}: performance ≥ 95`,
        measured: String(s.performance),
        holds: s.performance >= 95,
      });
      targets.push({
        target: `Lighthouse ${path}: accessibility 100`,
        measured: String(s.accessibility),
        holds: s.accessibility === 100,
      });
    }
  }
  return targets;
}

/**
 * @param {number | null} x @param {(x: number) => string} show @param {string} [none]
 */
const orNone = (x, show, none = 'not measured') => (x === null ? none : show(x));
const fmt = (/** @type {number} */ x, digits = 0) =>
  x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const statuses = (/** @type {LoadResult} */ r) =>
  Object.entries(r.statuses)
    .map(([status, count]) => `${status}: ${fmt(count)}`)
    .join(', ') + (r.errors ? `, errors: ${r.errors}` : '');

/** @param {any} report */
export function renderMarkdown(report) {
  const lines = [];
  const m = report.machine;
  lines.push(`Command: \`${report.command}\``, '');
  lines.push(
    `Machine: ${m.cpus} × ${m.cpuModel}, ${fmt(m.memoryGb, 1)} GB, Node ${m.node}, ${m.platform}. ` +
      `Load average before: ${m.loadBefore.map((x) => x.toFixed(2)).join(' ')}, after: ${m.loadAfter.map((x) => x.toFixed(2)).join(' ')}. ` +
      `Started ${report.startedAt}, took ${fmt(report.seconds)} s.`,
    '',
    describePlacement(
      report.placement,
      report.runs.map((/** @type {any} */ run) => run.postgresPlacement).filter(Boolean),
    ),
    '',
  );
  lines.push(
    `Load: autocannon, ${report.options.connections} connections, no pipelining; reads for ${report.options.readSeconds} s, ` +
      `writes and the midnight mix for a fixed number of requests, one distinct player each. ` +
      `Server: NODE_ENV=production, LOG_LEVEL=${report.options.logLevel}, rate limits ${report.options.rateLimits ? `on at their maximum (1,000,000 a minute per player and per address), counted ${report.options.rateLimitStore === 'redis' ? 'in Redis' : 'in PostgreSQL on PostgreSQL and in memory on SQLite'}` : 'off'}, ` +
      `behind a virtual load balancer (TRUST_PROXY=loopback, each player's own address in X-Forwarded-For). ` +
      `"p99, connected" leaves out each connection's first request, which also waits for autocannon to open all its connections at once; ` +
      `"server CPU" is the server process's user + system time per response (/proc/<pid>/stat); ` +
      `"× baseline CPU/req" is the baseline's CPU per request divided by the call's.`,
    '',
  );
  for (const run of report.runs) {
    const ratios = ratiosOf(run);
    lines.push(
      `### ${run.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${run.size}: ${fmt(run.rows.players)} players, ${fmt(run.rows.answers)} answers, ${fmt(run.rows.votes)} votes`,
      '',
    );
    // No baseline when no call was loaded alone (--calls none).
    const b = run.baseline;
    if (b) {
      lines.push(
        '| call | req/s | p50 ms | p99 ms | p99 ms, connected | longest pause ms | server CPU µs/req | × baseline req/s | × baseline CPU/req | × insert loop | peak RSS MB | statuses |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        `| baseline (bare Fastify) | ${fmt(b.rps)} | ${b.p50} | ${b.p99} | ${b.p99Connected} | ${b.longestPauseMs} | ${b.cpuUsPerRequest ?? ''} | 1.00 | 1.00 | | ${fmt(b.peakRssMb ?? 0)} | ${statuses(b)} |`,
      );
    }
    for (const [name, r] of Object.entries(run.calls)) {
      const ratio = ratios[name];
      lines.push(
        `| ${name} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.p99Connected} | ${r.longestPauseMs} | ${r.cpuUsPerRequest ?? ''} | ${ratio.baseline.toFixed(2)} | ${orNone(ratio.baselineCpu, (x) => x.toFixed(2), '')} | ${ratio.insertLoop === null ? '' : ratio.insertLoop.toFixed(2)} | ${fmt(r.peakRssMb ?? 0)} | ${statuses(r)} |`,
      );
    }
    if (run.insertLoop) {
      const l = run.insertLoop;
      lines.push(
        '',
        `Bare durable insert loop (${l.answers.connections} connection${l.answers.connections > 1 ? 's' : ''}, one row per commit): ` +
          `answers ${fmt(l.answers.perSecond)}/s (p50 ${fmt(l.answers.p50, 2)} ms, p99 ${fmt(l.answers.p99, 2)} ms), ` +
          `votes with their count ${fmt(l.votes.perSecond)}/s (p50 ${fmt(l.votes.p50, 2)} ms, p99 ${fmt(l.votes.p99, 2)} ms). ` +
          `The write ratios count 201s only.`,
      );
    }
    if (run.start) {
      lines.push(
        '',
        `Start: first call answered ${fmt(run.start.firstCallMs)} ms after the server was spawned ` +
          `(a player's word of the day: the token's keys fetched, the token verified, the database read; ` +
          `/healthz at ${fmt(run.start.healthzMs)} ms); RSS then ${fmt(run.start.rssMb)} MB, peak ${fmt(run.start.peakRssMb)} MB; ` +
          `periods the server ranked during the run: ${run.weeksClosedByServer} (the seed's weeks come closed).`,
      );
    }
    lines.push('', `Server peak RSS over the run: ${fmt(run.peakRssMb)} MB.`, '');
    if (run.profile) {
      lines.push(
        `CPU profile (${fmt(run.profile.seconds, 1)} s of samples, self time): ` +
          run.profile.packages.map((p) => `${p.name} ${p.percent}%`).join(', '),
        '',
        'Top functions: ' +
          run.profile.functions.map((f) => `\`${f.name}\` ${f.percent}%`).join(', '),
        '',
      );
    }
  }
  for (const growth of report.growth) {
    const sizes = growth.sizes;
    lines.push(
      `### Growth on ${growth.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (p50 ms / p99 ms, leaving out each connection's first request / server CPU µs per request; ${growth.note})`,
      '',
      `| call | ${sizes.map((s) => `${s.size} answers`).join(' | ')} | largest ÷ smallest p50 | largest ÷ smallest CPU |`,
      `| --- | ${sizes.map(() => '---:').join(' | ')} | ---: | ---: |`,
    );
    for (const { name } of CALLS) {
      const cells = sizes.map((s) => s.calls[name]);
      if (cells.some((c) => !c)) continue;
      const ratio = cells.at(-1).p50Connected / cells[0].p50Connected;
      const cpuRatio = cells.at(-1).cpuUsPerRequest / cells[0].cpuUsPerRequest;
      lines.push(
        `| ${name} | ${cells.map((c) => `${c.p50Connected} / ${c.p99Connected} / ${c.cpuUsPerRequest}`).join(' | ')} | ${ratio.toFixed(2)} | ${cpuRatio.toFixed(2)} |`,
      );
    }
    lines.push('');
  }
  lines.push(...renderDayOfPlay(report));
  if (report.page) {
    const p = report.page;
    lines.push(
      '### Page',
      '',
      `First-load JavaScript (entry chunk and its preloads): ${p.size.js.map((f) => `${f.file} ${fmt(f.bytes / 1000, 1)} KB → ${fmt(f.gzipBytes / 1000, 1)} KB gzipped`).join('; ')}. ` +
        `CSS ${fmt(p.size.cssGzipBytes / 1000, 1)} KB gzipped. Lighthouse's browser runs on every core, whatever the placement.`,
      '',
    );
    for (const [path, s] of Object.entries(p.lighthouse ?? {})) {
      const scores = /** @type {any} */ (s);
      if (scores.error) {
        lines.push(`Lighthouse ${path}: not measured: ${scores.error}`, '');
        continue;
      }
      const mt = scores.metrics;
      lines.push(
        `Lighthouse ${path} (mobile, median of ${scores.runs.length}: ${scores.runs.join(', ')}): performance **${scores.performance}**, accessibility **${scores.accessibility}**; ` +
          `FCP ${fmt(mt.fcp)} ms, LCP ${fmt(mt.lcp)} ms, TBT ${fmt(mt.tbt)} ms, CLS ${mt.cls}, Speed Index ${fmt(mt.si)} ms.` +
          (scores.failedAudits.length
            ? ` Below full marks: ${scores.failedAudits.join('; ')}.`
            : ''),
        '',
      );
    }
  }
  lines.push('### Targets', '', '| target | measured | holds |', '| --- | --- | --- |');
  for (const t of report.targets)
    lines.push(`| ${t.target} | ${t.measured} | ${t.holds ? 'yes' : '**no**'} |`);
  return lines.join('\n') + '\n';
}
