import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm run bench` at its tiny size, so the bench cannot rot: it seeds a small database, starts
 * the built server with local keys, loads every call a few dozen times, plays a day of play at
 * two low rates and writes its report. Nothing here is timed: the figures only have to exist,
 * and every request must get the status its call expects (201 for writes by distinct players,
 * not 409s).
 */

const repo = path.resolve(import.meta.dirname, '../..');
const postgresUrl = process.env.TEST_DATABASE_URL;
/** The smoke run takes a build and a minute or so of load: one of `npm run test:all`'s slow runs. */
const slowRuns = process.env.RELIABILITY_SLOW === '1';

interface CallResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
}

interface DayStep {
  rate: number;
  players: number;
  completed: number;
  requests: number;
  rps: number;
  all: { requests: number; p50: number; p99: number; errors: number };
  calls: Record<string, { requests: number; p50: number; p99: number; errors: number }>;
  errors: number;
  errorSamples: string[];
  cpu: { server: number; database: number | null; generator: number };
}

interface Report {
  runs: {
    engine: string;
    dayOfPlay: { steps: DayStep[]; callsPerDay: number; held: number | null; stopped: string };
    baseline: CallResult;
    calls: Record<string, CallResult>;
    insertLoop: { answers: { perSecond: number }; votes: { perSecond: number } };
    start: { healthzMs: number; firstCallMs: number; rssMb: number };
    weeksClosedByServer: number;
  }[];
  placement: { mode: string; serverCore: number | null; generatorCore: number | null };
  targets: { target: string; measured: string; holds: boolean }[];
}

/** Each call, the statuses its requests get, and how many requests the tiny size sends. */
const EXPECTED: Record<string, { statuses: string[]; requests: number }> = {
  'word-of-the-day': { statuses: ['200'], requests: 60 },
  crowd: { statuses: ['200'], requests: 60 },
  submit: { statuses: ['201'], requests: 60 },
  'vote/random': { statuses: ['200'], requests: 60 },
  'vote/submit': { statuses: ['201'], requests: 60 },
  profile: { statuses: ['200'], requests: 60 },
  // 60 players fetch the word, every other one submits.
  midnight: { statuses: ['200', '201'], requests: 90 },
};

if (!slowRuns) {
  console.warn('\n*** Bench smoke run SKIPPED: set RELIABILITY_SLOW=1 (npm run test:all). ***\n');
}

describe.runIf(slowRuns)('the bench, at its tiny size', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'words-bench-'));
  afterAll(async () => {
    rmSync(out, { recursive: true, force: true });
    if (postgresUrl) await dropBenchSeeds(postgresUrl);
  });

  it('reports every call on every database with requests per second and the expected statuses', async () => {
    await promisify(execFile)(
      process.execPath,
      [
        'bench/run.mjs',
        '--size',
        'tiny',
        '--no-page',
        '--isolated-build',
        '--out',
        out,
        // Two low steps (the tiny size's), with quick players.
        '--day-of-play',
        // The other test files share this PostgreSQL meanwhile: the smoke test leaves it on every core.
        ...(postgresUrl ? ['--pg', postgresUrl, '--pg-core', 'all'] : []),
      ],
      { cwd: repo, timeout: 150_000, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(path.join(out, 'latest.json'), 'utf8')) as Report;

    // The default placement: the server on one core, the load generator on another.
    expect(report.placement).toMatchObject(
      availableParallelism() >= 2
        ? { mode: 'cores', serverCore: expect.any(Number), generatorCore: expect.any(Number) }
        : { mode: 'shared' },
    );
    expect(report.runs.map((run) => run.engine)).toEqual(
      postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'],
    );
    for (const run of report.runs) {
      expect(run.baseline.rps).toBeGreaterThan(0);
      expect(run.insertLoop.answers.perSecond).toBeGreaterThan(0);
      expect(run.insertLoop.votes.perSecond).toBeGreaterThan(0);
      expect(run.start.firstCallMs).toBeGreaterThanOrEqual(run.start.healthzMs);
      expect(run.start.rssMb).toBeGreaterThan(0);
      // The seed comes with its weeks closed, as a server's closer would have left them: the
      // server ranks none during its start or under the measured calls.
      expect(run.weeksClosedByServer, run.engine).toBe(0);
      for (const [name, expected] of Object.entries(EXPECTED)) {
        const result = run.calls[name];
        expect(result, `${run.engine} ${name}`).toBeDefined();
        expect(result?.rps, `${run.engine} ${name}`).toBeGreaterThan(0);
        expect(result?.errors, `${run.engine} ${name}`).toBe(0);
        expect(Object.keys(result?.statuses ?? {}).sort(), `${run.engine} ${name}`).toEqual(
          expected.statuses,
        );
        expect(result?.requests, `${run.engine} ${name}`).toBe(expected.requests);
      }
      expect(run.calls.midnight?.statuses).toEqual({ '200': 60, '201': 30 });
      expectDayOfPlay(run.engine, run.dayOfPlay);
    }
    // The report's section, with a row of figures for each step and its verdict.
    const markdown = readFileSync(path.join(out, 'latest.md'), 'utf8');
    const section = markdown.slice(markdown.indexOf('### A day of play'));
    expect(section).toMatch(/^### A day of play\n/);
    expect(section).toMatch(/\n\| 3 \| \d+ of \d+ \| [\d,]+ \| [\d.]+ \| [\d.]+ \| /);
    expect(section).toMatch(/\*\*Verdict: (\d+ player-days per second held|no step held)\*\*/);
    expect(report.targets.map((t) => t.target)).toContain(
      'sqlite 3k: a day of play ≥ 300 player-days per second with p99 < 100 ms and no error',
    );
    // The report judges every target; whether they hold on a tiny database means nothing.
    expect(report.targets.length).toBeGreaterThan(0);
  }, 180_000);
});

/**
 * Whatever the machine's speed: every step's players played their whole day without an error,
 * every call of a day was made, and the CPU of each process was read. A busy machine may end the
 * steps early (a p99 of 100 ms or more), never with an error.
 */
function expectDayOfPlay(engine: string, day: Report['runs'][number]['dayOfPlay']): void {
  expect(day.callsPerDay, engine).toBe(27);
  expect(day.steps.length, engine).toBeGreaterThan(0);
  expect(day.stopped, engine).not.toMatch(/errors/);
  for (const step of day.steps) {
    expect(step.errors, `${engine} ${step.rate}/s: ${step.errorSamples.join('; ')}`).toBe(0);
    expect(step.players, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    expect(step.completed, `${engine} ${step.rate}/s`).toBe(step.players);
    expect(step.all.requests, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    expect(step.rps, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    expect(step.all.p99, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    expect(Object.keys(step.calls).sort(), `${engine} ${step.rate}/s`).toEqual(
      [
        'crowd',
        'peña',
        'profile',
        'ranking',
        'rankings',
        'submit',
        'vote/random',
        'vote/submit',
        'word-of-the-day',
      ].sort(),
    );
    expect(step.cpu.server, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    expect(step.cpu.generator, `${engine} ${step.rate}/s`).toBeGreaterThan(0);
    if (engine === 'sqlite') expect(step.cpu.database).toBeNull();
  }
}

/** The bench keeps its seeded databases beside the one it was given (<db>_seed_*): not here. */
async function dropBenchSeeds(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const base = decodeURIComponent(new URL(url).pathname.slice(1));
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${base.replaceAll('_', '\\_')}\\_seed\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE "${datname.replaceAll('"', '""')}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
