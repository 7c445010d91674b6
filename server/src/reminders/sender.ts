import type { ReminderPush } from '@words/contract/api/reminders';
import { dayOf, type Day } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { nextReminderAt } from './local-time';
import type { Device, PushOutcome, SendPush } from './push-service';
import {
  claimDueReminders,
  dropSubscription,
  endLostReminders,
  endReminderClaim,
  releaseReminders,
  reminderOf,
  subscriptionsOf,
  takeReminder,
  type ReminderRow,
} from './reminders.repository';

/** What became of one device's reminder, as the metrics count it. */
export type ReminderOutcome = 'sent' | 'failed' | 'dropped';

/**
 * What the metrics count: each device's outcome, each push tried again, each reminder given up, and
 * each one a dead instance took on and never pushed (lost).
 */
export type ReminderEvent = ReminderOutcome | 'retried' | 'givenUp' | 'lost';

/** The sender's own log (pino's shape): a line per round, a line per reminder at debug. */
export interface SenderLog {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReminderSender {
  /** Sends every reminder due now, batch after batch; a round running already is awaited instead of doubled. */
  tick(): Promise<void>;
  /** Looks every `periodMs` (an unref'd timer: it keeps no process alive). */
  start(periodMs: number): void;
  /**
   * Pushes `push` now to the player's devices if they turned reminders on (a duel's turn); it is
   * not awaited by the caller, and `stop` waits for those in flight.
   */
  notify(uid: string, push: ReminderPush): Promise<void>;
  /** Stops the timer, hands back what the round in flight claimed and has not begun, and waits for it and the notices in flight. */
  stop(): Promise<void>;
}

/** Reminders claimed at once; the round claims again until none is due. */
const BATCH = 100;
/** Pushes in flight at once per instance, over all players. */
const CONCURRENCY = 16;
/** Tries per device when the push service asks for another (429, 5xx, no answer). */
const MAX_ATTEMPTS = 3;
/**
 * How long a claim holds: an instance that dies with reminders claimed leaves them to the others
 * this long. Longer than a batch takes with every push timing out (100 / 16 reminders in turn, each
 * 3 tries of 10 s and 3 s of pauses: about 4 minutes).
 */
export const REMINDER_LEASE_MS = 5 * 60_000;
/**
 * A reminder more than this late (the servers were down at its hour) is given up, counted and
 * logged, not sent: the player chose an hour, and a reminder hours after it (at night) is noise.
 */
const LATE_LIMIT_MS = 2 * 3600_000;

/** What a round did, for its one line. Pushes are counted per device, the rest per reminder. */
interface RoundTally {
  /** Reminders claimed. */
  reminders: number;
  /** Not sent: the player has played today, or had one today already. */
  skipped: number;
  givenUp: number;
  sent: number;
  failed: number;
  dropped: number;
  retried: number;
}

export function createReminderSender(deps: {
  db: Db;
  clock: Clock;
  /** Whether the player has played on a game day (the answers' own rule). */
  playedOn(uid: string, day: Day): Promise<boolean>;
  /** The player's current streak (profile/streaks.ts). */
  streakOf(uid: string): Promise<number>;
  send: SendPush;
  log: SenderLog;
  count?: (event: ReminderEvent) => void;
  /** Waits between tries; tests pass one that does not wait. */
  pause?: (ms: number) => Promise<void>;
}): ReminderSender {
  const { db, clock, log } = deps;
  const pause =
    deps.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const count = (event: ReminderEvent) => deps.count?.(event);
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  const notices = new Set<Promise<void>>();

  const pushOf = (streak: number): ReminderPush => ({
    title: 'WORDS',
    body:
      streak > 0 ? `${messages.reminder} ${messages.reminderStreak(streak)}` : messages.reminder,
    url: '/play',
  });

  /** One device, tried up to MAX_ATTEMPTS times while the push service asks for another. */
  async function deliver(
    device: Device,
    push: ReminderPush,
    tally: Pick<RoundTally, 'retried'>,
  ): Promise<ReminderOutcome> {
    let outcome: PushOutcome = 'retry';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcome = await deps.send(device, push);
      if (outcome !== 'retry') break;
      if (attempt < MAX_ATTEMPTS) {
        tally.retried++;
        count('retried');
        await pause(1000 * 2 ** (attempt - 1));
      }
    }
    if (outcome === 'sent') return 'sent';
    if (outcome === 'gone') {
      await dropSubscription(db, device.endpoint);
      return 'dropped';
    }
    return 'failed';
  }

  /** Takes a claimed reminder on (moves it to its next day) and, if still wanted, sends it. */
  async function remind(reminder: ReminderRow, now: Date, tally: RoundTally): Promise<void> {
    const dueAt = reminder.next_at;
    if (dueAt === null) return;
    const today = dayOf(now);
    const late = now.getTime() - Date.parse(dueAt) > LATE_LIMIT_MS;
    const wanted =
      !late && reminder.sent_on !== today && !(await deps.playedOn(reminder.player_uid, today));
    const nextAt = nextReminderAt(reminder.hour, reminder.timezone, now).toISOString();
    const taken = await takeReminder(db, {
      uid: reminder.player_uid,
      dueAt,
      nextAt,
      sentOn: wanted ? today : null,
    });
    // Not taken: another instance took it after this one's claim had ended.
    if (!taken) return;
    if (late) {
      tally.givenUp++;
      count('givenUp');
      log.debug({ player: reminder.player_uid, dueAt }, 'reminder given up');
      return;
    }
    if (!wanted) {
      tally.skipped++;
      return;
    }
    // Still claimed until its pushes are done: if this instance dies first, the claim runs out on a
    // reminder moved to tomorrow, and whoever finds it counts it lost.
    const devices = await subscriptionsOf(db, reminder.player_uid);
    const push = devices.length > 0 ? pushOf(await deps.streakOf(reminder.player_uid)) : null;
    const outcomes = push
      ? await Promise.all(devices.map((device) => deliver(device, push, tally)))
      : [];
    if (reminder.claimed_until !== null) {
      await endReminderClaim(db, {
        uid: reminder.player_uid,
        nextAt,
        until: reminder.claimed_until,
      });
    }
    const counts = { sent: 0, failed: 0, dropped: 0 };
    for (const outcome of outcomes) {
      counts[outcome]++;
      tally[outcome]++;
      count(outcome);
    }
    log.debug({ player: reminder.player_uid, day: today, dueAt, ...counts }, 'reminder');
  }

  /** One batch: its reminders, CONCURRENCY at a time; handed back unbegun if the sender stops. */
  async function sendBatch(batch: ReminderRow[], now: Date, tally: RoundTally): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (!stopping && next < batch.length) {
        const reminder = batch[next++];
        if (!reminder) break;
        try {
          await remind(reminder, now, tally);
        } catch (error) {
          // It stays claimed: taken again once its claim ends, or, if it was taken on, counted lost.
          log.error({ err: error, player: reminder.player_uid }, 'reminder failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    const unbegun = batch
      .slice(next)
      .flatMap((row) =>
        row.next_at === null ? [] : [{ uid: row.player_uid, dueAt: row.next_at }],
      );
    if (unbegun.length > 0) await releaseReminders(db, unbegun);
  }

  /** Counts, and logs in one line, the reminders whose claims ran out before they were pushed. */
  async function countLost(): Promise<void> {
    const leases = await endLostReminders(db, clock.now().toISOString());
    let lost = 0;
    for (const reminders of leases.values()) lost += reminders;
    if (lost === 0) return;
    for (let i = 0; i < lost; i++) count('lost');
    log.warn(
      { lost, leases: Object.fromEntries(leases) },
      'reminders lost: an instance died after taking them on, before pushing them',
    );
  }

  /** Claims and sends batch after batch until none is due; one line if anything was. */
  async function round(): Promise<void> {
    const started = performance.now();
    const tally: RoundTally = {
      reminders: 0,
      skipped: 0,
      givenUp: 0,
      sent: 0,
      failed: 0,
      dropped: 0,
      retried: 0,
    };
    await countLost();
    let oldestGivenUp: string | null = null;
    while (!stopping) {
      const now = clock.now();
      const batch = await claimDueReminders(db, {
        now: now.toISOString(),
        until: new Date(now.getTime() + REMINDER_LEASE_MS).toISOString(),
        limit: BATCH,
      });
      if (batch.length === 0) break;
      tally.reminders += batch.length;
      const givenUpBefore = tally.givenUp;
      await sendBatch(batch, now, tally);
      // Batches come oldest first: the first batch that gave any up has the oldest.
      if (oldestGivenUp === null && tally.givenUp > givenUpBefore) {
        oldestGivenUp = batch[0]?.next_at ?? null;
      }
    }
    if (tally.reminders === 0) return;
    if (tally.givenUp > 0) {
      log.warn(
        { givenUp: tally.givenUp, oldestDueAt: oldestGivenUp },
        `reminders given up: more than ${LATE_LIMIT_MS / 3600_000} hours late`,
      );
    }
    const line = { ...tally, ms: Math.round(performance.now() - started) };
    if (tally.failed > 0) log.warn(line, 'reminders round');
    else log.info(line, 'reminders round');
  }

  /** One push to every device of a player who wants reminders; its outcomes are logged, not counted. */
  async function sendNotice(uid: string, push: ReminderPush): Promise<void> {
    if (!(await reminderOf(db, uid))?.enabled) return;
    const devices = await subscriptionsOf(db, uid);
    const tally = { retried: 0 };
    const outcomes = await Promise.all(devices.map((device) => deliver(device, push, tally)));
    log.debug({ player: uid, outcomes }, 'notice');
  }

  const tick = () => {
    running ??= round().finally(() => {
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
    notify(uid, push) {
      const notice = sendNotice(uid, push)
        .catch((error: unknown) => log.error({ err: error, player: uid }, 'notice failed'))
        .finally(() => notices.delete(notice));
      notices.add(notice);
      return notice;
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping = true;
      await Promise.all([running?.catch(() => undefined), ...notices]);
      stopping = false;
    },
  };
}
