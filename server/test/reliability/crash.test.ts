import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { freePort, startServer, type RunningServer } from './support/built-server';
import { prepareBuiltGame } from './support/built-game';
import { checkLedger } from './support/ledger-check';
import { createScratchDatabase } from './support/postgres';
import { readPostgres, readSqlite } from './support/stored-rows';
import { emptyLedger, startWriter, type Ledger } from './support/writer';

/**
 * Crash: while a writer registers players, files answers and casts votes, the server process is
 * killed with SIGKILL several times and started again on the same database. Afterwards every write
 * that got a 201 is stored exactly once, nothing is stored that was not sent, each answer's vote
 * counters match its votes, and SQLite's integrity check passes.
 */

/** Each restart costs a few seconds of CPU: three kills hit writes in flight in every run seen. */
const KILLS = 3;
const CONCURRENCY = 8;

/** Waits (at most `ms`) until `count` more answers and votes have been acknowledged. */
async function acknowledgedMore(ledger: Ledger, count: number, ms: number): Promise<void> {
  const total = () => ledger.acknowledged.answers.size + ledger.acknowledged.votes.size;
  const target = total() + count;
  const deadline = Date.now() + ms;
  while (total() < target && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// One bundle and one key set for both databases.
const built = prepareBuiltGame();

describe.each(databaseKinds)('killing the server with SIGKILL on %s', (kind) => {
  let database: { url: string; drop(): Promise<void> } | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-crash-'));

  beforeAll(async () => {
    if (kind === 'postgres') database = await createScratchDatabase('words_crash');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it(
    'loses no acknowledged write and stores nothing twice',
    async ({ annotate }) => {
      const port = await freePort();
      const env = {
        ...built.jwks.env,
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The writer is one address making hundreds of calls a second: this test is about storage.
        RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
        ...(database ? { DATABASE_URL: database.url } : {}),
      };
      let server: RunningServer = await startServer(built.bundle.file, port, env);
      const ledger = emptyLedger();
      const writer = startWriter(() => server.url, built.jwks, ledger, {
        concurrency: CONCURRENCY,
        prefix: `${kind}-`,
        maxPlayers: 5_000,
      });
      const inFlightAtKill: number[] = [];
      const restartMs: number[] = [];
      try {
        for (let kill = 0; kill < KILLS; kill += 1) {
          // Let it write (answers wait for the dictionary, which loads after each start), then
          // kill it at a random moment in the middle of whatever it is doing.
          await acknowledgedMore(ledger, 12, 20_000);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 700));
          inFlightAtKill.push(writer.inFlight());
          await server.stop('SIGKILL');
          const restart = Date.now();
          server = await startServer(built.bundle.file, port, env);
          restartMs.push(Date.now() - restart);
        }
        await acknowledgedMore(ledger, 12, 20_000);
      } finally {
        await writer.stop();
        await server.stop('SIGTERM');
      }

      const sqlite = database ? null : readSqlite(path.join(dataDir, 'words.sqlite'));
      const rows = sqlite ?? (await readPostgres((database as { url: string }).url));
      const { problems, figures } = checkLedger(ledger, rows);
      await annotate(
        JSON.stringify({
          kind,
          restarts: KILLS,
          restartMs,
          inFlightAtKill,
          players: writer.players(),
          ...figures,
        }),
      );

      expect(problems).toEqual([]);
      if (sqlite) {
        expect(sqlite.integrity).toEqual(['ok']);
        expect(sqlite.foreignKeys).toEqual([]);
      }
      // The run proves something only if the kills hit a server that was writing.
      expect(figures.acknowledged.answers + figures.acknowledged.votes).toBeGreaterThanOrEqual(
        12 * (KILLS + 1),
      );
      expect(figures.acknowledged.answers).toBeGreaterThan(5);
      expect(figures.acknowledged.votes).toBeGreaterThan(5);
      expect(inFlightAtKill.filter((n) => n > 0).length).toBeGreaterThan(0);
    },
    60_000 + KILLS * 20_000,
  );
});
