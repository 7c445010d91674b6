import { createHash, randomBytes } from 'node:crypto';
import type {
  PushSubscription,
  ReminderSettings,
  RemindersResponse,
} from '@words/contract/api/reminders';
import { limits } from '@words/contract/limits';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockPlayers } from '../db/row-locks';
import { isTimeZone } from '../players/time-zone';
import { calendarOf } from './calendar';
import { nextReminderAt } from './local-time';
import { arePushKeys, isPushEndpoint } from './push-service';
import {
  keepSubscription,
  reminderOf,
  reminderOfCalendar,
  removeSubscription,
  saveReminder,
  subscriptionsOf,
  dropSubscription,
  type ReminderRow,
} from './reminders.repository';

/** A player's reminders (PRODUCT.md, 'At your hour'): settings, devices and the calendar. */
export interface Reminders {
  of(uid: string): Promise<RemindersResponse>;
  save(uid: string, settings: ReminderSettings): Promise<RemindersResponse>;
  addDevice(uid: string, subscription: PushSubscription): Promise<RemindersResponse>;
  removeDevice(uid: string, endpoint: string): Promise<RemindersResponse>;
  /** A new private calendar token (the old address ends); the caller makes it an address. */
  newCalendar(uid: string): Promise<string>;
  /** The calendar of a token, or CALENDAR_NOT_FOUND. */
  calendar(token: string, pageUrl: string): Promise<string>;
}

/** Only its hash is kept: the database alone does not give anyone a calendar address. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export function createReminders(deps: {
  db: Db;
  clock: Clock;
  pushServiceOrigins: readonly string[];
}): Reminders {
  const { db, clock, pushServiceOrigins } = deps;

  /** The player's row, or the one they would have: off, at the evening, UTC until they save. */
  const rowOf = async (db: Db, uid: string, timezone = 'UTC'): Promise<ReminderRow> =>
    (await reminderOf(db, uid)) ?? {
      player_uid: uid,
      enabled: 0,
      hour: limits.reminderHourDefault,
      timezone,
      next_at: null,
      sent_on: null,
      claimed_until: null,
      calendar_token_hash: null,
      updated_at: clock.now().toISOString(),
    };

  const answer = async (db: Db, row: ReminderRow): Promise<RemindersResponse> => ({
    settings: { enabled: row.enabled !== 0, hour: row.hour, timezone: row.timezone },
    devices: (await subscriptionsOf(db, row.player_uid)).length,
    calendar: row.calendar_token_hash !== null,
  });

  /**
   * Runs a change of the player's reminders in one transaction that holds their row (KEY SHARE on
   * PostgreSQL): an account's deletion, which locks it first, either comes after and removes what
   * this wrote, or comes before and this finds nobody, whatever the call read of the player before.
   */
  const asRegistered = <T>(uid: string, work: (trx: Db) => Promise<T>): Promise<T> =>
    retriedTransaction(db, async (trx) => {
      const found = await lockPlayers(trx, [uid], 'keyShare');
      if (!found.has(uid)) throw new AppError('NOT_REGISTERED');
      return work(trx);
    });

  return {
    async of(uid) {
      return answer(db, await rowOf(db, uid));
    },

    async save(uid, settings) {
      if (!isTimeZone(settings.timezone)) throw new AppError('INVALID_TIMEZONE');
      const now = clock.now();
      return asRegistered(uid, async (trx) => {
        const row: ReminderRow = {
          ...(await rowOf(trx, uid, settings.timezone)),
          enabled: settings.enabled ? 1 : 0,
          hour: settings.hour,
          timezone: settings.timezone,
          next_at: settings.enabled
            ? nextReminderAt(settings.hour, settings.timezone, now).toISOString()
            : null,
          updated_at: now.toISOString(),
          // New settings: no claim on the old hour's reminder is left to run out as a lost one.
          claimed_until: null,
        };
        await saveReminder(trx, row);
        return answer(trx, row);
      });
    },

    async addDevice(uid, subscription) {
      if (
        !isPushEndpoint(subscription.endpoint, pushServiceOrigins) ||
        !arePushKeys(subscription.keys)
      ) {
        throw new AppError('INVALID_PUSH_SUBSCRIPTION');
      }
      return asRegistered(uid, async (trx) => {
        await keepSubscription(trx, {
          endpoint: subscription.endpoint,
          player_uid: uid,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          created_at: clock.now().toISOString(),
        });
        // Devices beyond the limit: the oldest go.
        const devices = await subscriptionsOf(trx, uid);
        for (const old of devices.slice(0, Math.max(0, devices.length - limits.pushDevicesMax))) {
          await dropSubscription(trx, old.endpoint);
        }
        return answer(trx, await rowOf(trx, uid));
      });
    },

    async removeDevice(uid, endpoint) {
      if (!(await removeSubscription(db, uid, endpoint))) throw new AppError('PUSH_NOT_FOUND');
      return answer(db, await rowOf(db, uid));
    },

    async newCalendar(uid) {
      // 256 bits: nobody guesses an address.
      const token = randomBytes(32).toString('base64url');
      await asRegistered(uid, async (trx) => {
        const row = await rowOf(trx, uid);
        await saveReminder(trx, { ...row, calendar_token_hash: hashOf(token) });
      });
      return token;
    },

    async calendar(token, pageUrl) {
      const row = /^[\w-]{43}$/.test(token)
        ? await reminderOfCalendar(db, hashOf(token))
        : undefined;
      if (!row) throw new AppError('CALENDAR_NOT_FOUND');
      return calendarOf(row, pageUrl);
    },
  };
}
