import { afterEach, describe, expect, it } from 'vitest';
import { GAME_EVENTS } from '../../src/metrics/count-calls';
import { createMetrics, type Metrics } from '../../src/metrics/metrics';
import { startMetricsListener, type MetricsListener } from '../../src/metrics/metrics-listener';
import { createModeration } from '../../src/moderation/moderation';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { scrape, valueOf } from './scrape';

/**
 * GET /metrics on its own listener, in Prometheus's text format: request times by route and
 * status, the process and its event loop, the database pool, and the game's counters, each moved
 * by the calls the game really answered.
 */

let openGame: TestGame | null = null;
let listener: MetricsListener | null = null;
afterEach(async () => {
  await listener?.close();
  await openGame?.close();
  listener = null;
  openGame = null;
});

/** A game whose calls are counted, and its metrics listener on a free loopback port. */
async function countedGame(kind: (typeof databaseKinds)[number]) {
  let metrics: Metrics | undefined;
  const game = await startGame(kind, {
    metrics: (database) => (metrics = createMetrics({ pool: database.pool })),
  });
  openGame = game;
  listener = await startMetricsListener(metrics as Metrics, { port: 0, host: '127.0.0.1' });
  return { game, url: `http://127.0.0.1:${listener.port}/metrics` };
}

const submitted = { method: 'POST', route: '/api/play/submit', status_code: '201' };

describe.each(databaseKinds)('metrics on %s', (kind) => {
  it('count requests, refusals and the game’s events, beside the process and the pool', async () => {
    const { game, url } = await countedGame(kind);
    await game.register('ana');
    await game.register('beto');
    expect((await game.submit('ana', 'verano')).statusCode).toBe(201);
    expect((await game.submit('ana', 'playa')).json()).toMatchObject({ error: 'ALREADY_PLAYED' });
    const answer = await game.database.db
      .selectFrom('answers')
      .select('id')
      .executeTakeFirstOrThrow();
    // Judged the next day, by a judge who need not play it.
    game.clock.advanceDays(1);
    expect((await game.vote('beto', answer.id, 7.5)).statusCode).toBe(201);
    expect((await game.vote('beto', answer.id, 8)).json()).toMatchObject({
      error: 'ALREADY_VOTED',
    });
    expect((await game.call('nadie', { method: 'GET', url: '/api/vote/random' })).statusCode).toBe(
      403,
    );
    expect((await game.call(null, { method: 'GET', url: '/api/no-existe' })).statusCode).toBe(404);
    // Ten days on, the week is over (and past any grace before its ranking): it is ranked once.
    game.clock.advanceDays(10);
    await game.closeWeeks();
    expect((await game.call('ana', { method: 'GET', url: '/api/rankings' })).statusCode).toBe(200);
    expect((await game.call('beto', { method: 'GET', url: '/api/rankings' })).statusCode).toBe(200);

    const { status, contentType, samples } = await scrape(url);
    expect(status).toBe(200);
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/);

    // Requests: one histogram series per method, route and status.
    expect(valueOf(samples, 'http_request_duration_seconds_count', submitted)).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', { ...submitted, le: '+Inf' }),
    ).toBe(1);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', submitted)).toBeGreaterThan(0);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/play/submit',
        status_code: '409',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBe(1);
    // The game's counters.
    expect(valueOf(samples, 'words_answers_filed_total')).toBe(1);
    expect(valueOf(samples, 'words_votes_cast_total')).toBe(1);
    expect(valueOf(samples, 'words_reports_total')).toBe(0);
    expect(valueOf(samples, 'words_periods_ranked_total')).toBe(1);
    expect(valueOf(samples, 'words_refusals_total', { code: 'ALREADY_PLAYED' })).toBe(1);
    expect(valueOf(samples, 'words_refusals_total', { code: 'ALREADY_VOTED' })).toBe(1);
    expect(valueOf(samples, 'words_refusals_total', { code: 'NOT_REGISTERED' })).toBe(1);
    expect(valueOf(samples, 'words_refusals_total', { code: 'NOT_FOUND' })).toBe(1);
    // The process and its event loop.
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // The database pool.
    const max = valueOf(samples, 'words_db_pool_max');
    const open = valueOf(samples, 'words_db_pool_connections') ?? -1;
    expect(max).toBe(kind === 'sqlite' ? 1 : 10);
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(max ?? 0);
    expect(valueOf(samples, 'words_db_pool_idle')).toBeLessThanOrEqual(open);
    expect(valueOf(samples, 'words_db_pool_waiting')).toBe(0);
  });

  it('count the answers reports hold that no operator has reviewed', async () => {
    const { game, url } = await countedGame(kind);
    const held = async () => valueOf((await scrape(url)).samples, 'words_answers_held');
    for (const uid of ['ana', 'bea', 'r1', 'r2', 'r3']) await game.register(uid);
    await game.submit('ana', 'ola');
    await game.play('bea');
    expect(await held()).toBe(0);
    const moderation = createModeration({ db: game.database.db, clock: game.clock });
    // Three established judges report both answers on the day they were filed.
    for (const reporter of ['r1', 'r2', 'r3']) {
      await game.play(reporter);
      for (const author of ['ana', 'bea']) {
        const filed = await game.call(reporter, {
          method: 'POST',
          url: '/api/vote/report',
          payload: {
            answer_uuid: await game.serve(reporter, await game.answerOf(author)),
            reason: 'other',
          },
        });
        expect(filed.statusCode).toBe(201);
      }
    }
    expect(await held()).toBe(2);
    // Reviewed: hidden by an operator, or restored.
    await moderation.hide(await game.answerOf('ana'), 'marta');
    expect(await held()).toBe(1);
    await moderation.restore(await game.answerOf('bea'), 'marta');
    expect(await held()).toBe(0);
  });
});

it('answers only GET /metrics', async () => {
  listener = await startMetricsListener(createMetrics(), { port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${listener.port}`;
  expect((await fetch(`${base}/`)).status).toBe(404);
  expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  expect((await fetch(`${base}/metrics`)).status).toBe(200);
});

it('names the report call among the game’s events before its route exists', () => {
  expect(GAME_EVENTS['POST /api/vote/report']).toBe('report');
});
