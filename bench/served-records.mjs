// `taskset -c 0 node bench/served-records.mjs [--rounds n] [--heads]`: what a served record (the row
// vote/random writes for each answer it hands out) costs SQLite at 1,000,000 answers, written
// through the app's own recordServed in batches of 38 as the server's group commit makes them under
// vote/random's load, on a fresh copy of the bench's seeded database each time. Beside the game as
// it runs, the same with SQLite's checkpoints later or never (what they take of a record), and
// without the index by time (what decision 0053 takes). `--heads` draws the records as
// vote/random's load hands answers out (its readers in turn, the answers of the days they walk)
// instead of any answer to any player. Pin it to one core on a quiet machine.
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { loadAppModules } from './lib/app-modules.mjs';
import { sqliteRunCopy } from './lib/databases.mjs';
import { answerId, datasetOf, mix, uidOf } from './lib/dataset.mjs';
import { importBundled } from './lib/import-bundled.mjs';
import { cacheDir } from './lib/paths.mjs';
import { dataSizes, plans } from './lib/sizes.mjs';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '2' }, heads: { type: 'boolean', default: false } },
});
const entry = `
export { sql } from 'kysely';
export { recordServed } from './src/votes/served-records.repository';
`;
const served = await importBundled('served-records', entry);
const app = await loadAppModules();
const ds = datasetOf(dataSizes['1M'], app.dayOf(new Date()), app);

/** Records per commit: what an instrumented server committed a batch under vote/random's load. */
const BATCH = 38;
const WARM_UP = 3_800;
const RECORDS = 76_000;
/** A commit this slow checkpointed (an ordinary one of 38 records takes well under 1 ms). */
const CHECKPOINT_MS = 3;

const variants = [
  { name: 'as the game runs (checkpoints past 1,000 pages of log)', statements: [] },
  { name: 'checkpoints past 4,000 pages', statements: ['PRAGMA wal_autocheckpoint = 4000'] },
  { name: 'no checkpoints (what they take)', statements: ['PRAGMA wal_autocheckpoint = 0'] },
  {
    name: 'no index by time (what it takes)',
    statements: ['DROP INDEX served_answers_by_time'],
  },
];

/**
 * With `--heads`, the days vote/random's load hands answers from: its judges have not played
 * today, so they walk the days before it (judging-queue.ts), a week of them.
 */
const WALKED_DAYS = 7;
/** With `--heads`, the judges: the players vote/random's load cycles through. */
const READERS = plans.full.load.readPlayers;

/**
 * The judge and the answer of the record numbered `i`, from its number with the dataset's `mix`,
 * so every variant writes the same records. With `--heads`, as vote/random's load hands answers
 * out: the players the read calls cycle through, in turn, each handed an answer at random among
 * the walked days' (the heads read 128 answers of a tier from a random pick key, and again once
 * all are handed out, decision 0050).
 * @param {number} i
 */
function recordOf(i) {
  if (!values.heads) {
    return { judge: mix(i, 0) % ds.size.players, answer: mix(i, 1) % ds.answers };
  }
  const firstWalkedDay = ds.dayList.length - 1 - WALKED_DAYS;
  return {
    judge: i % READERS,
    answer: firstWalkedDay * ds.perDay + (mix(i, 1) % (WALKED_DAYS * ds.perDay)),
  };
}

/**
 * Writes the records numbered `from` to `to` in batches; the time of each batch's commit, in
 * milliseconds.
 * @param {unknown} db
 * @param {number} from
 * @param {number} to
 */
async function writeBatches(db, from, to) {
  const commits = [];
  for (let first = from; first < to; first += BATCH) {
    const servedAt = new Date().toISOString();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: BATCH }, (_, i) => {
        const { judge, answer } = recordOf(first + i);
        return served.recordServed(db, {
          judge_uid: uidOf(judge),
          answer_id: answerId(answer),
          served_at: servedAt,
        });
      }),
    );
    commits.push(performance.now() - started);
  }
  return commits;
}

/** @param {unknown} db */
async function servedRows(db) {
  const { rows } = await served.sql`SELECT count(*) AS n FROM served_answers`.execute(db);
  return Number(rows[0].n);
}

/**
 * One variant on a fresh copy of the seeded database: its line of the report.
 * @param {(typeof variants)[number]} variant
 */
async function measure(variant) {
  const file = await sqliteRunCopy(ds, app, `${cacheDir}/run/served-records`);
  const database = await app.openDatabase({ url: null, sqliteFile: file });
  try {
    for (const statement of variant.statements) {
      await served.sql.raw(statement).execute(database.db);
    }
    await writeBatches(database.db, 0, WARM_UP);
    const rowsBefore = await servedRows(database.db);
    const cpuBefore = cpuUsage();
    const started = performance.now();
    const commits = await writeBatches(database.db, WARM_UP, WARM_UP + RECORDS);
    const wallUs = ((performance.now() - started) * 1000) / RECORDS;
    const cpu = cpuUsage(cpuBefore);
    const written = (await servedRows(database.db)) - rowsBefore;
    // Records of a judge or an answer that does not exist are not written, and cost next to nothing.
    if (written < RECORDS / 2)
      throw new Error(`only ${written} of ${RECORDS} records were new rows`);
    const checkpoints = commits.filter((ms) => ms > CHECKPOINT_MS);
    const inCheckpoints = checkpoints.reduce((sum, ms) => sum + ms, 0);
    commits.sort((a, b) => a - b);
    return (
      `${variant.name}: ${written} new rows, ${wallUs.toFixed(1)} µs a record (CPU ${((cpu.user + cpu.system) / RECORDS).toFixed(1)} µs); ` +
      `a commit of ${BATCH}: median ${commits[Math.floor(commits.length / 2)].toFixed(2)} ms, ` +
      `longest ${commits[commits.length - 1].toFixed(1)} ms; ${checkpoints.length} over ${CHECKPOINT_MS} ms ` +
      `(checkpoints), ${((inCheckpoints * 1000) / RECORDS).toFixed(1)} µs a record in them`
    );
  } finally {
    await database.close();
  }
}

for (let round = 1; round <= Number(values.rounds); round++) {
  for (const variant of variants)
    process.stdout.write(`round ${round}, ${await measure(variant)}\n`);
}
