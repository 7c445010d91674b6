// `taskset -c 0 node bench/served-records.mjs [--rounds n]`: what a served record (the row
// vote/random writes for each answer it hands out) costs SQLite at 1,000,000 answers, written
// through the app's own recordServed in batches of 38 as the server's group commit makes them under
// vote/random's load, on a fresh copy of the bench's seeded database each time. Beside the game as
// it runs, the same with SQLite's checkpoints later or never (what they take of a record), and
// without the index by answer (what decision 0052 takes). Pin it to one core on a quiet machine.
import { cpuUsage } from 'node:process';
import { parseArgs } from 'node:util';
import { loadAppModules } from './lib/app-modules.mjs';
import { sqliteRunCopy } from './lib/databases.mjs';
import { answerId, datasetOf, mix, uidOf } from './lib/dataset.mjs';
import { importBundled } from './lib/import-bundled.mjs';
import { cacheDir } from './lib/paths.mjs';
import { dataSizes } from './lib/sizes.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
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
    name: 'no index by answer (what it takes)',
    statements: ['DROP INDEX served_answers_by_answer'],
  },
];

/**
 * Writes the records numbered `from` to `to` in batches; the time of each batch's commit, in
 * milliseconds. A record's judge and answer follow from its number (the dataset's `mix`), so every
 * variant writes the same records.
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
      Array.from({ length: BATCH }, (_, i) =>
        served.recordServed(db, {
          judge_uid: uidOf(mix(first + i, 0) % ds.size.players),
          answer_id: answerId(mix(first + i, 1) % ds.answers),
          served_at: servedAt,
        }),
      ),
    );
    commits.push(performance.now() - started);
  }
  return commits;
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
    const cpuBefore = cpuUsage();
    const started = performance.now();
    const commits = await writeBatches(database.db, WARM_UP, WARM_UP + RECORDS);
    const wallUs = ((performance.now() - started) * 1000) / RECORDS;
    const cpu = cpuUsage(cpuBefore);
    const checkpoints = commits.filter((ms) => ms > CHECKPOINT_MS);
    const inCheckpoints = checkpoints.reduce((sum, ms) => sum + ms, 0);
    commits.sort((a, b) => a - b);
    return (
      `${variant.name}: ${wallUs.toFixed(1)} µs a record (CPU ${((cpu.user + cpu.system) / RECORDS).toFixed(1)} µs); ` +
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
