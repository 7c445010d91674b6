import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from '../../src/metrics/metrics';
import { claimDueReminders } from '../../src/reminders/reminders.repository';
import { createReminderSender, REMINDER_LEASE_MS } from '../../src/reminders/sender';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { playersToRemind } from '../support/players-to-remind';
import { startPushService, type TestPushService } from '../support/push-service';
import { senderOn } from '../support/test-sender';

// Monday 16 November 2026, 19:30 UTC: 20:30 in Madrid, half an hour before the reminders at 21.
const BEFORE_THE_HOUR = '2026-11-16T19:30:00.000Z';
const AT_THE_HOUR = '2026-11-16T20:00:30.000Z';

/** A counter's value in a scrape, 0 when it is not there. */
const counted = async (metrics: Metrics, name: string) =>
  Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(await metrics.scrape())?.[1] ?? 0);

describe.each(databaseKinds)('reminders at any scale on %s', (kind) => {
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

  /** A sender of the test's own on the game's database, its log lines kept in `lines`. */
  async function senderLogging(lines: { level: string; message: string; details: object }[]) {
    const keep = (level: string) => (details: object, message: string) =>
      void lines.push({ level, message, details });
    return senderOn(game, {
      log: { debug: keep('debug'), info: keep('info'), warn: keep('warn'), error: keep('error') },
      count: metrics.reminder,
    });
  }

  /**
   * A sender whose pushes wait until the test lets them go; `sixteenBegun` once each of its 16
   * workers has begun one.
   */
  function senderHeld() {
    const begun: string[] = [];
    let letGo = () => undefined as void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let allBegun = () => undefined as void;
    const sixteenBegun = new Promise<void>((resolve) => (allBegun = resolve));
    const quiet = () => undefined;
    const sender = createReminderSender({
      db: game.database.db,
      clock: game.clock,
      playedOn: async () => false,
      streakOf: async () => 0,
      send: async (device) => {
        begun.push(device.endpoint);
        if (begun.length === 16) allBegun();
        await held;
        return 'sent';
      },
      log: { debug: quiet, info: quiet, warn: quiet, error: quiet },
    });
    return { sender, begun, sixteenBegun, letGo };
  }

  it('sends 2,000 reminders due at the same minute once each, two instances sharing them in one look each', async () => {
    const uids = await playersToRemind(game.database.db, game.clock, push, {
      count: 2000,
      hour: 21,
    });
    const secondMetrics = createMetrics();
    const second = await game.anotherInstance({ metrics: secondMetrics });
    others.push(second);

    game.clock.set(AT_THE_HOUR);
    await Promise.all([game.app.reminderSender.tick(), second.reminderSender.tick()]);
    expect(push.refused).toEqual([]);
    const devices = push.received.map((p) => p.device);
    expect(new Set(devices).size).toBe(devices.length);
    expect(devices.sort()).toEqual(uids.sort());
    // Each instance claimed batches of its own and counted what it sent.
    const first = await counted(metrics, 'words_reminders_sent_total');
    const other = await counted(secondMetrics, 'words_reminders_sent_total');
    expect(first + other).toBe(2000);
    expect(first).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);

    // Nothing is left due: more looks within the day send nothing.
    game.clock.set('2026-11-16T20:30:00.000Z');
    await Promise.all([game.app.reminderSender.tick(), second.reminderSender.tick()]);
    expect(push.received).toHaveLength(2000);
    // 2,000 players made through the app's own calls and 2,000 pushes checked and decrypted, in 20
    // batches: about a minute per database on the 2-core machine with other tests beside it.
  }, 300_000);

  it('gives up a reminder more than two hours late, counts it and says so at warn, sends one less late, and gives the round one line', async () => {
    await playersToRemind(game.database.db, game.clock, push, {
      count: 1,
      hour: 21,
      prefix: 'tarde',
    });
    await playersToRemind(game.database.db, game.clock, push, {
      count: 1,
      hour: 22,
      prefix: 'atiempo',
    });
    const lines: { level: string; message: string; details: object }[] = [];
    const sender = await senderLogging(lines);
    // Nobody looked from 21:00 to 23:30 Madrid time: the one at 21 is 2 h 30 late, at 22 1 h 30.
    game.clock.set('2026-11-16T22:30:00.000Z');
    await sender.tick();
    expect(push.received.map((p) => p.device)).toEqual(['atiempo-0']);
    expect(await counted(metrics, 'words_reminders_given_up_total')).toBe(1);
    expect(await counted(metrics, 'words_reminders_sent_total')).toBe(1);
    const said = lines.filter((line) => line.level !== 'debug');
    expect(said).toEqual([
      {
        level: 'warn',
        message: 'reminders given up: more than 2 hours late',
        details: { givenUp: 1, oldestDueAt: '2026-11-16T20:00:00.000Z' },
      },
      {
        level: 'info',
        message: 'reminders round',
        details: expect.objectContaining({
          reminders: 2,
          givenUp: 1,
          skipped: 0,
          sent: 1,
          failed: 0,
          dropped: 0,
          retried: 0,
        }),
      },
    ]);

    // A look with nothing due says nothing; the next day's reminder comes as usual.
    lines.length = 0;
    await sender.tick();
    expect(lines.filter((line) => line.level !== 'debug')).toEqual([]);
    game.clock.set('2026-11-17T20:00:10.000Z');
    await sender.tick();
    expect(push.received.map((p) => p.device)).toEqual(['atiempo-0', 'tarde-0']);
  });

  it('takes again, once its lease has ended, what an instance claimed before it died', async () => {
    const uids = await playersToRemind(game.database.db, game.clock, push, { count: 3, hour: 21 });
    game.clock.set(AT_THE_HOUR);
    // An instance claims the three, then dies before sending them.
    const now = game.clock.now();
    const claimed = await claimDueReminders(game.database.db, {
      now: now.toISOString(),
      until: new Date(now.getTime() + REMINDER_LEASE_MS).toISOString(),
      limit: 100,
    });
    expect(claimed.map((row) => row.player_uid).sort()).toEqual(uids.sort());

    // Within its lease they are its own: nobody else sends them.
    game.clock.set(new Date(now.getTime() + REMINDER_LEASE_MS - 1000).toISOString());
    await game.app.reminderSender.tick();
    expect(push.received).toEqual([]);
    // Once it has ended, another instance takes them, once.
    game.clock.set(new Date(now.getTime() + REMINDER_LEASE_MS).toISOString());
    await game.app.reminderSender.tick();
    await game.app.reminderSender.tick();
    expect(push.received.map((p) => p.device).sort()).toEqual(uids.sort());
  });

  it('counts and logs, once its lease has ended, the reminders an instance took on and died before pushing; sends the rest it had claimed', async () => {
    const uids = await playersToRemind(game.database.db, game.clock, push, { count: 20, hour: 21 });
    // An instance whose pushes never finish: it takes 16 on (one per worker) and dies mid-push.
    const { sender: dying, begun, sixteenBegun, letGo: revive } = senderHeld();
    game.clock.set(AT_THE_HOUR);
    const deadRound = dying.tick();
    await sixteenBegun;
    const leaseEnd = new Date(game.clock.now().getTime() + REMINDER_LEASE_MS).toISOString();

    const lines: { level: string; message: string; details: object }[] = [];
    const other = await senderLogging(lines);
    // Within its lease nothing is counted or sent.
    game.clock.set(new Date(Date.parse(leaseEnd) - 1000).toISOString());
    await other.tick();
    expect(push.received).toEqual([]);
    expect(await counted(metrics, 'words_reminders_lost_total')).toBe(0);

    // Once it has ended: the 4 it had not begun are sent, the 16 it had taken on are counted lost.
    game.clock.set(leaseEnd);
    await other.tick();
    await other.tick();
    expect(push.received).toHaveLength(4);
    expect(await counted(metrics, 'words_reminders_lost_total')).toBe(16);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([
      {
        level: 'warn',
        message: 'reminders lost: an instance died after taking them on, before pushing them',
        details: { lost: 16, leases: { [leaseEnd]: 16 } },
      },
    ]);
    const lost = new Set(begun.map((endpoint) => endpoint.split('/').pop()));
    expect(new Set([...lost, ...push.received.map((p) => p.device)])).toEqual(new Set(uids));

    // The dead instance's round is let go so that nothing is left running; it changes nothing.
    revive();
    await deadRound;
    await other.tick();
    expect(await counted(metrics, 'words_reminders_lost_total')).toBe(16);
    // Tomorrow the lost ones are reminded as usual.
    game.clock.set('2026-11-17T20:00:10.000Z');
    await other.tick();
    expect(push.received).toHaveLength(24);
  });

  it('hands back, when it stops, what it claimed and had not begun: another instance sends them at once', async () => {
    const uids = await playersToRemind(game.database.db, game.clock, push, { count: 20, hour: 21 });
    const { sender: stopping, begun, sixteenBegun, letGo } = senderHeld();
    game.clock.set(AT_THE_HOUR);
    const round = stopping.tick();
    await sixteenBegun;
    const stopped = stopping.stop();
    letGo();
    await Promise.all([round, stopped]);
    expect(begun).toHaveLength(16);

    // The other four are nobody's: another instance sends them now, and nothing twice.
    await game.app.reminderSender.tick();
    const others = push.received.map((p) => p.device);
    expect(others).toHaveLength(4);
    expect(new Set([...begun.map((endpoint) => endpoint.split('/').pop()), ...others])).toEqual(
      new Set(uids),
    );
  });
});
