// `node bench/reminders.mjs [postgres://…] [--count 50000] [--postgres-only]`: how long the
// reminders' sender takes to send `count` reminders all due at the same minute, to a push service
// on loopback, on SQLite (one instance) and, given a URL, on PostgreSQL (two instances, each with
// its own pool, sharing the batches). The players, their reminders and devices are made through
// the app's own registration and reminders (server/test/support/players-to-remind.ts); the sender
// is the app's, wired as app.ts wires it. The push service runs in a worker thread and answers 201
// at once, as a browser's would, without decrypting: the tests' own (server/test/reminders/)
// checks each push. docs/BENCHMARKS.md ('Reminders') has the figures.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { importBundled } from './lib/import-bundled.mjs';

const entry = `
export { openDatabase } from './src/db/database';
export { loadConfig } from './src/config';
export { createServices } from './src/services';
export { loadLexicon } from './src/words/dictionary';
export { createPushSender } from './src/reminders/push-service';
export { createReminderSender } from './src/reminders/sender';
export { vapidKeysOf } from './src/reminders/vapid-keys';
export { playersToRemind } from './test/support/players-to-remind';
`;
const app = await importBundled('reminders', entry);

const argv = process.argv.slice(2);
const countAt = argv.indexOf('--count');
const COUNT = countAt === -1 ? 50_000 : Number(argv[countAt + 1]);
const url = argv.find((arg) => arg.startsWith('postgres'));
// Monday 16 November 2026: the reminders at 21 in Madrid are due at 20:00 UTC.
const BEFORE = new Date('2026-11-16T19:30:00.000Z');
const AT_THE_HOUR = new Date('2026-11-16T20:00:30.000Z');

/** A push service on loopback, in its own thread: 201 to every POST, the endpoints counted. */
async function startPushService() {
  const worker = new Worker(
    `
    const { createServer } = require('node:http');
    const { parentPort } = require('node:worker_threads');
    const seen = new Map();
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        seen.set(request.url, (seen.get(request.url) ?? 0) + 1);
        response.writeHead(201).end();
      });
    });
    server.keepAliveTimeout = 60_000;
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
    parentPort.on('message', () => {
      const counts = [...seen.values()];
      parentPort.postMessage({ endpoints: seen.size, pushes: counts.reduce((a, b) => a + b, 0) });
      seen.clear();
    });
    `,
    { eval: true },
  );
  const port = await new Promise((resolve) => worker.once('message', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    device: (name) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${name}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
      };
    },
    /** The endpoints pushed to since the last call, and the pushes. */
    received: () => {
      worker.postMessage('count');
      return new Promise((resolve) => worker.once('message', resolve));
    },
    close: () => worker.terminate(),
  };
}

/** An instance's sender on its own connection(s), wired as app.ts wires it. */
async function instance(settings, clock, config, tally) {
  const database = await app.openDatabase(settings);
  const services = app.createServices(config, { db: database.db, clock, realClock: clock });
  const vapid = await app.vapidKeysOf(database.db, null, clock.now());
  // The services start building the dictionary, as a server does at start: not while timed.
  await app.loadLexicon();
  const quiet = () => undefined;
  const sender = app.createReminderSender({
    db: database.db,
    clock,
    playedOn: services.answers.playedOn,
    streakOf: async (uid) => (await services.playerFigures.of(uid)).currentStreak,
    send: app.createPushSender(vapid, config.reminders.vapidSubject),
    log: { debug: quiet, info: quiet, warn: quiet, error: (d, m) => console.error(m, d) },
    count: (event) => (tally[event] = (tally[event] ?? 0) + 1),
  });
  return { sender, close: () => database.close() };
}

async function measure(label, settings, instances) {
  let now = BEFORE;
  const clock = { now: () => new Date(now) };
  const push = await startPushService();
  const config = app.loadConfig({
    FIREBASE_PROJECT_ID: 'words-bench',
    FIREBASE_API_KEY: 'bench',
    PUSH_SERVICE_ORIGINS: push.origin,
    ...(settings.url && { DATABASE_URL: settings.url }),
  });
  const first = await app.openDatabase(settings);
  const opened = [];
  try {
    const madeAt = performance.now();
    await app.playersToRemind(first.db, clock, push, { count: COUNT, hour: 21 });
    const made = (performance.now() - madeAt) / 1000;
    const tallies = [];
    for (let i = 0; i < instances; i++) {
      const tally = {};
      tallies.push(tally);
      opened.push(await instance(settings, clock, config, tally));
    }
    now = AT_THE_HOUR;
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    await Promise.all(opened.map(({ sender }) => sender.tick()));
    const seconds = (performance.now() - started) / 1000;
    // This process's CPU (the senders and the push service's thread), not the database server's:
    // on a busy machine the time waits for a core, the CPU does not.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const { endpoints, pushes } = await push.received();
    const sent = tallies.map((tally) => tally.sent ?? 0);
    process.stdout.write(
      `${label}, ${instances} instance(s): ${COUNT.toLocaleString('en')} reminders due at once ` +
        `sent in ${seconds.toFixed(1)} s (${Math.round(COUNT / seconds)} a second); ` +
        `${cpuSeconds.toFixed(1)} s of CPU (${((cpuSeconds / COUNT) * 1e6).toFixed(0)} µs each); ` +
        `${pushes} pushes to ${endpoints} devices, sent by instance ${sent.join(' + ')}; ` +
        `made in ${made.toFixed(0)} s\n`,
    );
    if (pushes !== COUNT || endpoints !== COUNT) throw new Error('not every reminder once');
  } finally {
    for (const { close } of opened) await close();
    await first.close();
    await push.close();
  }
}

if (!argv.includes('--postgres-only')) {
  await measure(
    'SQLite',
    {
      url: null,
      sqliteFile: path.join(mkdtempSync(path.join(tmpdir(), 'words-reminders-')), 'words.sqlite'),
    },
    1,
  );
}
if (url) {
  const schema = `bench_reminders_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  try {
    await measure('PostgreSQL', { url, sqliteFile: '', pgSchema: schema }, 2);
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}
