import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { buildInfo } from '../build-info';
import type { PoolFigures } from '../db/database';
import type { ReminderEvent } from '../reminders/sender';

/** The game's own events that operators count; each has its counter. */
export type GameEvent = 'answerFiled' | 'voteCast' | 'report';

/**
 * Everything WORDS tells Prometheus: requests by route and status, the process and its event
 * loop, the database pool, and the game's own counters. One registry per app, so tests that
 * build several apps in one process count apart.
 */
export interface Metrics {
  registry: Registry;
  /** A request's answer has gone: its time, by method, route pattern and status. */
  requestFinished(method: string, route: string, status: number, seconds: number): void;
  game(event: GameEvent): void;
  /** An answer in the API's error shape: counted by its code. */
  refused(code: string): void;
  periodRanked(): void;
  /**
   * A reminder's push to one device (sent, failed after its tries, dropped: gone), a push tried
   * again, a reminder given up (too late), or one lost (its instance died before pushing it).
   */
  reminder(event: ReminderEvent): void;
  /** Whether the rate limits count in this instance's memory because their shared store fails. */
  rateLimitFallback(on: boolean): void;
  /**
   * How to read, at each scrape, the answers reports hold that no operator has reviewed yet
   * (`words_answers_held`, decision 0066).
   */
  readHeldAnswers(read: () => Promise<number>): void;
  /** The exposition text of GET /metrics. */
  scrape(): Promise<string>;
}

/** Seconds: from a cached read (1 ms) to a call that waited on a slow database (10 s). */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { pool?: () => PoolFigures } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the first byte of a request to its answer, by method, route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] });
  const events: Record<GameEvent, Counter> = {
    answerFiled: counter('words_answers_filed_total', 'Answers filed (201)'),
    voteCast: counter('words_votes_cast_total', 'Votes cast (201)'),
    report: counter('words_reports_total', 'Answers reported by judges'),
  };
  const periodsRanked = counter(
    'words_periods_ranked_total',
    'Periods whose ranking this instance computed',
  );
  const reminders: Record<ReminderEvent, Counter> = {
    sent: counter('words_reminders_sent_total', 'Reminders a push service accepted'),
    failed: counter(
      'words_reminders_failed_total',
      'Reminders not delivered after their tries (push service errors, timeouts)',
    ),
    dropped: counter(
      'words_push_subscriptions_dropped_total',
      'Push subscriptions dropped because the push service said they are gone (404, 410)',
    ),
    retried: counter(
      'words_reminders_retried_total',
      'Reminder pushes tried again after the push service asked for it (429, 5xx, no answer)',
    ),
    givenUp: counter(
      'words_reminders_given_up_total',
      'Reminders given up, not sent: found hours after their hour (the servers were down)',
    ),
    lost: counter(
      'words_reminders_lost_total',
      'Reminders never pushed: the instance that took them on died first (found when its lease ran out)',
    ),
  };
  const refusals = new Counter({
    name: 'words_refusals_total',
    help: 'Answers in the error shape { error, message }, by error code',
    labelNames: ['code'] as const,
    registers: [registry],
  });

  // Which build each instance runs, so a fleet halfway through an upgrade shows which is which.
  new Gauge({
    name: 'words_build_info',
    help: 'The build this instance runs: its version and git commit (the value is always 1)',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  }).set(buildInfo(), 1);

  const rateLimitFallback = new Gauge({
    name: 'words_rate_limit_store_fallback',
    help: 'Whether the rate limits count in this instance’s memory because Redis (or the database) fails: 1 while they do, 0 otherwise',
    registers: [registry],
  });

  const { pool } = options;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (figures: PoolFigures) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool()));
        },
      });
    poolGauge('words_db_pool_max', 'Connections the pool may open (SQLite: its one)', (f) => f.max);
    poolGauge('words_db_pool_connections', 'Connections open now', (f) => f.total);
    poolGauge('words_db_pool_idle', 'Open connections waiting for a call', (f) => f.idle);
    poolGauge('words_db_pool_waiting', 'Calls waiting for a connection', (f) => f.waiting);
  }

  // After the pool's gauges: they read the pool before this query takes a connection.
  let readHeld: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'words_answers_held',
    help: 'Answers held by established judges’ reports that no operator has hidden or restored yet (judged and ranked like any other until then)',
    registers: [registry],
    async collect() {
      if (readHeld === null) return;
      // A database that fails reads NaN, no stale count, and the rest of the scrape still answers.
      this.set(await readHeld().catch(() => NaN));
    },
  });

  return {
    registry,
    requestFinished(method, route, status, seconds) {
      duration.observe({ method, route, status_code: String(status) }, seconds);
    },
    game: (event) => events[event].inc(),
    refused: (code) => refusals.inc({ code }),
    periodRanked: () => periodsRanked.inc(),
    reminder: (event) => reminders[event].inc(),
    rateLimitFallback: (on) => rateLimitFallback.set(on ? 1 : 0),
    readHeldAnswers: (read) => {
      readHeld = read;
    },
    scrape: () => registry.metrics(),
  };
}
