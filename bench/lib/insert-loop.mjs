// The bare durable insert loop: how fast the database itself commits the rows submit and vote
// write, one row (or one vote and its count) per commit, with no HTTP, no token, no Kysely.
// Runs on the same database the server just used, while the server is stopped.
import { randomInt, randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { answerId, uidOf } from './dataset.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

/**
 * @typedef {object} LoopResult
 * @property {number} perSecond  commits per second
 * @property {number} p50  ms per commit
 * @property {number} p99
 * @property {number} connections
 */

/**
 * A new answer row as submit files it, for a day after today (so no player answers twice).
 * @param {Dataset} ds @param {AppModules} app @param {number} i
 */
function answerRow(ds, app, i) {
  const day = app.addDays(ds.today, 1 + Math.floor(i / ds.size.players));
  return [
    randomUUID(),
    uidOf(i % ds.size.players),
    day,
    'mar',
    'agua',
    app.periodOf(day, 7).start,
    new Date().toISOString(),
    0,
    0,
    randomInt(2 ** 31 - 1),
  ];
}

/**
 * A vote no one has cast: judges at author + players/2 - 1 - round, clear of the seed's and of
 * the bench's own vote/submit judges.
 * @param {Dataset} ds @param {number} i
 */
function voteRow(ds, i) {
  const index = i % ds.answers;
  const round = Math.floor(i / ds.answers);
  const d = Math.floor(index / ds.perDay);
  const author = ds.authorOf(d, index % ds.perDay);
  const judge = (author + Math.floor(ds.size.players / 2) - 1 - round) % ds.size.players;
  return { answerId: answerId(index), judge: uidOf(judge), score: i % 1001 };
}

/** @param {number[]} sorted @param {number} q */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** @param {number[]} latencies @param {number} seconds @param {number} connections */
function summary(latencies, seconds, connections) {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    connections,
  };
}

const ANSWER_INSERT =
  'INSERT INTO answers (id, player_uid, day, word, answer, period_start, created_at, vote_count, score_total, pick_key) VALUES ';

/**
 * SQLite in WAL with synchronous=FULL and foreign keys on, as the app opens it.
 * @param {string} file @param {Dataset} ds @param {AppModules} app @param {number} seconds
 * @returns {{ answers: LoopResult, votes: LoopResult }}
 */
export function sqliteInsertLoop(file, ds, app, seconds) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  try {
    const insertAnswer = db.prepare(`${ANSWER_INSERT}(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insertVote = db.prepare(
      'INSERT INTO votes (answer_id, judge_uid, score, created_at) VALUES (?, ?, ?, ?)',
    );
    const count = db.prepare(
      'UPDATE answers SET vote_count = vote_count + 1, score_total = score_total + ? WHERE id = ?',
    );
    const vote = db.transaction((/** @type {ReturnType<typeof voteRow>} */ v) => {
      insertVote.run(v.answerId, v.judge, v.score, new Date().toISOString());
      count.run(v.score, v.answerId);
    });
    const timed = (/** @type {(i: number) => void} */ commit) => {
      const latencies = [];
      const start = performance.now();
      for (let i = 0; performance.now() - start < seconds * 1000; i++) {
        const t = performance.now();
        commit(i);
        latencies.push(performance.now() - t);
      }
      return summary(latencies, (performance.now() - start) / 1000, 1);
    };
    return {
      answers: timed((i) => insertAnswer.run(answerRow(ds, app, i))),
      votes: timed((i) => vote(voteRow(ds, i))),
    };
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL with its durable defaults (fsync, synchronous_commit on), `connections` loops at once
 * like the server's pool.
 * @param {string} url @param {Dataset} ds @param {AppModules} app @param {number} seconds
 * @param {number} connections
 * @returns {Promise<{ answers: LoopResult, votes: LoopResult }>}
 */
export async function postgresInsertLoop(url, ds, app, seconds, connections) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    const timed = async (/** @type {(c: pg.Client, i: number) => Promise<void>} */ commit) => {
      const latencies = [];
      let next = 0;
      const start = performance.now();
      await Promise.all(
        clients.map(async (client) => {
          while (performance.now() - start < seconds * 1000) {
            const t = performance.now();
            await commit(client, next++);
            latencies.push(performance.now() - t);
          }
        }),
      );
      return summary(latencies, (performance.now() - start) / 1000, connections);
    };
    const values = Array.from({ length: 10 }, (_, i) => `$${i + 1}`).join(', ');
    return {
      answers: await timed(async (client, i) => {
        await client.query(`${ANSWER_INSERT}(${values})`, answerRow(ds, app, i));
      }),
      votes: await timed(async (client, i) => {
        const v = voteRow(ds, i);
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO votes (answer_id, judge_uid, score, created_at) VALUES ($1, $2, $3, $4)',
          [v.answerId, v.judge, v.score, new Date().toISOString()],
        );
        await client.query(
          'UPDATE answers SET vote_count = vote_count + 1, score_total = score_total + $1 WHERE id = $2',
          [v.score, v.answerId],
        );
        await client.query('COMMIT');
      }),
    };
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}
