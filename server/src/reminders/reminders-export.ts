import type { DataExport } from '@words/contract/api/export';
import type { Db } from '../db/database';
import { reminderOf, subscriptionsOf } from './reminders.repository';

/** The data download's part: the reminder's settings, the devices and whether a calendar exists. */
export async function remindersOfPlayer(db: Db, uid: string): Promise<DataExport['reminders']> {
  const [row, devices] = await Promise.all([reminderOf(db, uid), subscriptionsOf(db, uid)]);
  return {
    enabled: row ? row.enabled !== 0 : false,
    hour: row?.hour ?? null,
    timezone: row?.timezone ?? null,
    calendar: Boolean(row?.calendar_token_hash),
    devices: devices.map((device) => ({ endpoint: device.endpoint, addedAt: device.created_at })),
  };
}
