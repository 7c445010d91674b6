import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../../src/metrics/metrics';
import { startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';
import { startPushService, type TestDevice, type TestPushService } from '../support/push-service';
import { senderOn } from '../support/test-sender';

// Monday 16 November 2026, 19:30 UTC: 20:30 in Madrid, half an hour before Ana's reminder.
const BEFORE_THE_HOUR = '2026-11-16T19:30:00.000Z';
const AT_THE_HOUR = '2026-11-16T20:00:30.000Z';

describe.each(databaseKinds)('the reminders’ sender on %s', (kind) => {
  let push: TestPushService;
  let game: TestGame;
  let metrics: Metrics;
  const others: FastifyInstance[] = [];

  beforeEach(async () => {
    push = await startPushService();
    game = await startGame(kind, {
      start: BEFORE_THE_HOUR,
      env: { PUSH_SERVICE_ORIGINS: push.origin },
      metrics: () => (metrics = createMetrics()),
    });
  });
  afterEach(async () => {
    await Promise.all(others.splice(0).map((app) => app.close()));
    await game.close();
    await push.close();
  });

  /** `uid` registers, asks for a reminder at `hour` in Madrid and turns on a device. */
  async function remindAt(uid: string, hour: number): Promise<TestDevice> {
    await game.register(uid);
    const saved = await game.call(uid, {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour, timezone: 'Europe/Madrid' },
    });
    expect(saved.statusCode).toBe(200);
    const device = push.device(uid);
    const added = await game.call(uid, {
      method: 'POST',
      url: '/api/user/reminders/push',
      payload: { subscription: device.subscription },
    });
    expect(added.json()).toMatchObject({ devices: 1 });
    return device;
  }

  /** Another instance on the same database and clock, closed after the test. */
  async function instance(): Promise<FastifyInstance> {
    const app = await game.anotherInstance();
    others.push(app);
    await app.ready();
    return app;
  }

  const devicesOf = (uid: string) =>
    game.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('player_uid', '=', uid)
      .execute();

  it('sends one push at the hour to a player who has not played, with two instances looking at once, and nothing twice after a restart', async () => {
    await remindAt('ana', 21);
    const second = await instance();
    // Before 21:00 in Madrid nothing is due.
    await Promise.all([game.app.reminderSender.tick(), second.reminderSender.tick()]);
    expect(push.received).toEqual([]);

    game.clock.set(AT_THE_HOUR);
    await Promise.all([
      game.app.reminderSender.tick(),
      second.reminderSender.tick(),
      game.app.reminderSender.tick(),
    ]);
    const config = (await game.call(null, { method: 'GET', url: '/api/config' })).json();
    expect(push.refused).toEqual([]);
    expect(push.received).toEqual([
      {
        device: 'ana',
        payload: { title: 'WORDS', body: 'La palabra de hoy te espera en WORDS.', url: '/play' },
        claims: {
          aud: push.origin,
          exp: expect.any(Number),
          sub: expect.stringMatching(/^mailto:/),
        },
        vapidKey: config.vapidPublicKey,
        ttl: expect.any(String),
      },
    ]);

    // A restart: the instances close, a new one starts and looks again within the same hour.
    await second.close();
    const restarted = await instance();
    game.clock.set('2026-11-16T20:30:00.000Z');
    await restarted.reminderSender.tick();
    await game.app.reminderSender.tick();
    expect(push.received).toHaveLength(1);

    // The next day at the same hour: the next one.
    game.clock.set('2026-11-17T20:00:10.000Z');
    await Promise.all([restarted.reminderSender.tick(), game.app.reminderSender.tick()]);
    expect(push.received).toHaveLength(2);
  });

  it('looks by itself every REMINDER_PERIOD_SECONDS, and stops when the app closes', async () => {
    await remindAt('ana', 21);
    // Only the interval is faked: the database and the push service keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const app = await instance();
      game.clock.set(AT_THE_HOUR);
      await vi.advanceTimersByTimeAsync(game.config.reminders.periodMs - 1);
      expect(push.received).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(push.received).toHaveLength(1));

      await app.close();
      game.clock.set('2026-11-17T20:00:10.000Z');
      await vi.advanceTimersByTimeAsync(game.config.reminders.periodMs * 3);
      expect(push.received).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends nothing to a player who has played today, and reminds them the next day with their streak', async () => {
    await remindAt('bea', 21);
    await game.play('bea');
    game.clock.set(AT_THE_HOUR);
    await game.app.reminderSender.tick();
    expect(push.received).toEqual([]);

    game.clock.set('2026-11-17T20:00:10.000Z');
    await game.app.reminderSender.tick();
    expect(push.received.map((p) => p.payload.body)).toEqual([
      'La palabra de hoy te espera en WORDS. Llevas 1 día seguido: no pierdas la racha.',
    ]);
  });

  it('drops a subscription the push service says is gone (410) and counts it', async () => {
    await remindAt('ana', 21);
    push.answer('ana', 410);
    game.clock.set(AT_THE_HOUR);
    await game.app.reminderSender.tick();
    expect(push.received).toEqual([]);
    expect(await devicesOf('ana')).toEqual([]);
    expect(await metrics.scrape()).toMatch(/^words_push_subscriptions_dropped_total 1$/m);
  });

  it('tries a failing push service a bounded number of times, keeps the subscription and counts the failure', async () => {
    await remindAt('ana', 21);
    await remindAt('bea', 21);
    // Ana's device fails once then takes it; Bea's fails every time.
    push.answer('ana', 503);
    push.answer('bea', 500, 503, 429, 201);
    const waits: number[] = [];
    const sender = await senderOn(game, {
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
      count: metrics.reminder,
      pause: async (ms) => void waits.push(ms),
    });
    game.clock.set(AT_THE_HOUR);
    await sender.tick();
    expect(push.received.map((p) => p.device)).toEqual(['ana']);
    expect(await devicesOf('bea')).toHaveLength(1);
    // Three tries for Bea, with a growing pause between them; one for Ana's second try.
    expect(waits.sort()).toEqual([1000, 1000, 2000]);
    expect(await metrics.scrape()).toMatch(/^words_reminders_failed_total 1$/m);
    expect(await metrics.scrape()).toMatch(/^words_reminders_sent_total 1$/m);
    // Every push tried again is counted: Ana's one, Bea's two.
    expect(await metrics.scrape()).toMatch(/^words_reminders_retried_total 3$/m);
  });

  it('sends nothing when reminders are off, and gives up, counted, one late by hours after the servers were down', async () => {
    await remindAt('ana', 21);
    await remindAt('bea', 21);
    await game.call('bea', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: false, hour: 21, timezone: 'Europe/Madrid' },
    });
    // Nobody looked from 21:00 until 23:30 Madrid time: too late to remind Ana of today.
    game.clock.set('2026-11-16T22:30:00.000Z');
    await game.app.reminderSender.tick();
    expect(push.received).toEqual([]);
    expect(await metrics.scrape()).toMatch(/^words_reminders_given_up_total 1$/m);
    // The next day's comes as usual.
    game.clock.set('2026-11-17T20:00:10.000Z');
    await game.app.reminderSender.tick();
    expect(push.received.map((p) => p.device)).toEqual(['ana']);
  });
});
