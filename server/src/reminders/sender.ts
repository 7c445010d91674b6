import type { ReminderPush } from '@words/contract/api/reminders';
import { dayOf, type Day } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { nextReminderAt } from './local-time';
import type { Device, PushOutcome, SendPush } from './push-service';
import {
  claimReminder,
  dropSubscription,
  dueReminders,
  subscriptionsOf,
  type ReminderRow,
} from './reminders.repository';

/** What became of one device's reminder, as the metrics count it. */
export type ReminderOutcome = 'sent' | 'failed' | 'dropped';

/** The sender's own log, a line per reminder claimed (pino's shape). */
export interface SenderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReminderSender {
  /** Sends the reminders due now; a tick running already is awaited instead of doubled. */
  tick(): Promise<void>;
  /** Looks every `periodMs` (an unref'd timer: it keeps no process alive). */
  start(periodMs: number): void;
  /** Stops the timer and waits for the tick in flight. */
  stop(): Promise<void>;
}

/** Reminders claimed per look; more wait for the next tick. */
const BATCH = 200;
/** Pushes in flight at once, over all players. */
const CONCURRENCY = 8;
/** Tries per device when the push service asks for another (429, 5xx, no answer). */
const MAX_ATTEMPTS = 3;
/** A reminder more than this late (the servers were down at its hour) is skipped, not sent. */
const LATE_LIMIT_MS = 2 * 3600_000;

export function createReminderSender(deps: {
  db: Db;
  clock: Clock;
  /** Whether the player has played on a game day (the answers' own rule). */
  playedOn(uid: string, day: Day): Promise<boolean>;
  /** The player's current streak (profile/streaks.ts). */
  streakOf(uid: string): Promise<number>;
  send: SendPush;
  log: SenderLog;
  count?: (outcome: ReminderOutcome) => void;
  /** Waits between tries; tests pass one that does not wait. */
  pause?: (ms: number) => Promise<void>;
}): ReminderSender {
  const { db, clock, log } = deps;
  const pause =
    deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pushOf = (streak: number): ReminderPush => ({
    title: 'WORDS',
    body:
      streak > 0 ? `${messages.reminder} ${messages.reminderStreak(streak)}` : messages.reminder,
    url: '/play',
  });

  /** One device, tried up to MAX_ATTEMPTS times while the push service asks for another. */
  async function deliver(device: Device, push: ReminderPush): Promise<ReminderOutcome> {
    let outcome: PushOutcome = 'retry';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcome = await deps.send(device, push);
      if (outcome !== 'retry') break;
      if (attempt < MAX_ATTEMPTS) await pause(1000 * 2 ** (attempt - 1));
    }
    if (outcome === 'sent') return 'sent';
    if (outcome === 'gone') {
      await dropSubscription(db, device.endpoint);
      return 'dropped';
    }
    return 'failed';
  }

  /** Claims one due reminder and, if this instance won it and it is still wanted, sends it. */
  async function remind(reminder: ReminderRow, now: Date): Promise<void> {
    const dueAt = reminder.next_at;
    if (dueAt === null) return;
    const today = dayOf(now);
    const late = now.getTime() - Date.parse(dueAt) > LATE_LIMIT_MS;
    const wanted =
      !late && reminder.sent_on !== today && !(await deps.playedOn(reminder.player_uid, today));
    const claimed = await claimReminder(db, {
      uid: reminder.player_uid,
      dueAt,
      nextAt: nextReminderAt(reminder.hour, reminder.timezone, now).toISOString(),
      sentOn: wanted ? today : null,
    });
    if (!claimed || !wanted) return;
    const devices = await subscriptionsOf(db, reminder.player_uid);
    if (devices.length === 0) return;
    const push = pushOf(await deps.streakOf(reminder.player_uid));
    const outcomes = await Promise.all(devices.map((device) => deliver(device, push)));
    const counts = { sent: 0, failed: 0, dropped: 0 };
    for (const outcome of outcomes) {
      counts[outcome]++;
      deps.count?.(outcome);
    }
    const line = { player: reminder.player_uid, day: today, dueAt, ...counts };
    if (counts.failed > 0) log.warn(line, 'reminder not delivered to every device');
    else log.info(line, 'reminder sent');
  }

  async function look(): Promise<void> {
    const now = clock.now();
    const due = await dueReminders(db, now.toISOString(), BATCH);
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const reminder = due[next++];
        if (!reminder) break;
        try {
          await remind(reminder, now);
        } catch (error) {
          log.error({ err: error, player: reminder.player_uid }, 'reminder failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
  }

  const tick = () => {
    running ??= look().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick,
    start(periodMs) {
      timer = setInterval(() => {
        tick().catch((error: unknown) => log.error({ err: error }, 'reminders look failed'));
      }, periodMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
