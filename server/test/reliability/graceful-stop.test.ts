import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { freePort, startServer } from './support/built-server';
import { prepareBuiltGame } from './support/built-game';
import { checkLedger } from './support/ledger-check';
import { createScratchDatabase } from './support/postgres';
import { readPostgres, readSqlite } from './support/stored-rows';
import { emptyLedger, startWriter, type Ledger } from './support/writer';

/**
 * Graceful stop: SIGTERM while a writer registers players, files answers and casts votes. The
 * server stops taking connections at once, answers every call it had taken, closes its database
 * and exits with 0 (its own bound forces an exit with 1 after 10 s). Every call is answered or
 * never taken (a connection refused, or reset before the server read it); every 201 is stored
 * once, and nothing the server took without answering is stored.
 */

const CONCURRENCY = 16;

async function acknowledged(ledger: Ledger, count: number, ms: number): Promise<void> {
  const total = () =>
    ledger.acknowledged.players.size +
    ledger.acknowledged.answers.size +
    ledger.acknowledged.votes.size;
  const deadline = Date.now() + ms;
  while (total() < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(databaseKinds)('SIGTERM under write load on %s', (kind) => {
  const built = prepareBuiltGame();
  let database: { url: string; drop(): Promise<void> } | null = null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-sigterm-'));

  beforeAll(async () => {
    if (kind === 'postgres') database = await createScratchDatabase('words_sigterm');
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('answers the calls in flight, stores every 201 once, and exits cleanly', async ({
    annotate,
  }) => {
    const port = await freePort();
    const server = await startServer(built.bundle.file, port, {
      ...built.jwks.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const ledger = emptyLedger();
    // A connection per call: a call is either taken by the server or refused, never left on an
    // idle kept-alive connection that the closing server drops.
    const writer = startWriter(() => server.url, built.jwks, ledger, {
      concurrency: CONCURRENCY,
      prefix: `${kind}-`,
      maxPlayers: 5_000,
      agent: false,
    });
    const atSignal = { inFlight: 0 };
    try {
      // The answers wait for the dictionary, which loads after the start: let it write a while.
      await acknowledged(ledger, 150, 30_000);
      atSignal.inFlight = writer.inFlight();
      await server.stop('SIGTERM');
    } finally {
      await writer.stop();
      await server.stop('SIGKILL');
    }

    const rows = database
      ? await readPostgres(database.url)
      : readSqlite(path.join(dataDir, 'words.sqlite'));
    const { problems, figures } = checkLedger(ledger, rows);
    await annotate(
      JSON.stringify({
        kind,
        inFlightAtSignal: atSignal.inFlight,
        refusedByStatus: ledger.refusedByStatus,
        ...figures,
      }),
    );

    expect(server.exitCode(), server.log()).toBe(0);
    expect(problems).toEqual([]);
    expect(figures.sentWithoutAnswerButStored).toEqual({ players: 0, answers: 0, votes: 0 });
    // Refusals are the game's own 4xx: none is a failure of the server while it stopped.
    expect(Object.keys(ledger.refusedByStatus).filter((status) => Number(status) >= 500)).toEqual(
      [],
    );
    // The run proves something only if the signal came while calls were under way.
    expect(atSignal.inFlight).toBeGreaterThan(0);
    expect(figures.acknowledged.answers).toBeGreaterThan(5);
    expect(figures.acknowledged.votes).toBeGreaterThan(5);
  }, 90_000);
});
