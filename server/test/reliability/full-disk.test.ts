import { errors } from '@words/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_FAILURE_MEMORY_MS } from '../../src/db/health';
import { startGame, type TestGame } from '../support/game';

/**
 * A full disk on SQLite, made deterministic with PRAGMA max_page_count: the database may not grow
 * by a page, as when the disk has no room left. SQLite then rolls back the transaction by itself
 * (a commit on a full disk does the same), so each write that needs room answers 503
 * SERVICE_UNAVAILABLE in the API's shape, never a 500; /healthz says 503 while writes fail, and
 * 200 again by itself once they can succeed, after which nothing a 503 refused was half written.
 */

const UNAVAILABLE = { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message };
const PLAYERS = 40;
const ANSWERS = ['arena', 'playa', 'verano', 'calor', 'mar', 'sombrilla', 'toalla', 'ola'];

describe('a full disk on SQLite', () => {
  let game: TestGame;
  const uids = Array.from({ length: PLAYERS }, (_, i) => `lleno-${i}`);

  /** The most pages the database file may have: as much room as the disk leaves it. */
  const setMaxPages = (pages: number) =>
    sql.raw(`PRAGMA max_page_count = ${pages}`).execute(game.database.db);

  beforeAll(async () => {
    game = await startGame('sqlite');
    for (const uid of uids) await game.register(uid);
  });
  afterAll(() => game.close());

  it('answers 503 to every write that finds no room, and /healthz says so until there is room', async () => {
    // The disk is full: the file may not grow by a page.
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(game.database.db);
    await setMaxPages(rows[0]?.page_count as number);

    const word = await game.todaysWord(uids[0] as string);
    const answers = ANSWERS.filter((answer) => answer !== word);
    const answered = await Promise.all(
      uids.map(async (uid, i) => {
        const response = await game.submit(uid, answers[i % answers.length] as string);
        return { uid, status: response.statusCode, body: response.json() as unknown };
      }),
    );
    const refused = answered.filter((a) => a.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const { status, body } of refused)
      expect({ status, body }).toEqual({ status: 503, body: UNAVAILABLE });

    const health = await game.app.inject({ url: '/healthz' });
    expect({ status: health.statusCode, body: health.json() }).toEqual({
      status: 503,
      body: { status: 'unavailable' },
    });

    // Room again (the operator freed the disk): /healthz says 200 by itself after a while.
    await setMaxPages(1_000_000_000);
    game.clock.set(
      new Date(game.clock.now().getTime() + WRITE_FAILURE_MEMORY_MS + 1).toISOString(),
    );
    const recovered = await game.app.inject({ url: '/healthz' });
    expect({ status: recovered.statusCode, body: recovered.json() }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    // Each refused answer was not half written: its player answers now.
    for (const { uid } of refused) expect((await game.submit(uid, 'otra')).statusCode).toBe(201);
  });
});
