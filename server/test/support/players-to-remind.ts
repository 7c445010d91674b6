import type { Clock } from '../../src/clock';
import type { Db } from '../../src/db/database';
import { isOffensiveName } from '../../src/players/offensive-name';
import { createPlayers } from '../../src/players/players';
import { createReminders } from '../../src/reminders/reminders';
import type { TestPushService } from './push-service';

/**
 * `count` players (`prefix`-0, -1, …, aliases '`prefix` 0', …) registered, each with a reminder at `hour` in Madrid and one
 * device on the tests' push service, through the app's own registration and reminders (what PUT
 * /api/user/reminders and POST /api/user/reminders/push call). Returns their uids.
 */
export async function playersToRemind(
  db: Db,
  clock: Clock,
  push: Pick<TestPushService, 'origin' | 'device'>,
  options: { count: number; hour: number; prefix?: string },
): Promise<string[]> {
  const players = createPlayers({ db, clock });
  const reminders = createReminders({ db, clock, pushServiceOrigins: [push.origin] });
  const prefix = options.prefix ?? 'recordada';
  // Numbered from 0, passing over the few numbers the word filter reads as an insult (10145).
  const uids: string[] = [];
  for (let n = 0; uids.length < options.count; n++) {
    if (!isOffensiveName(`${prefix} ${n}`)) uids.push(`${prefix}-${n}`);
  }
  // A few at a time: PostgreSQL's pool overlaps them, SQLite takes them in turn.
  for (let i = 0; i < uids.length; i += 16) {
    await Promise.all(
      uids.slice(i, i + 16).map(async (uid) => {
        await players.register(uid, {
          alias: uid.replace('-', ' '),
          timezone: 'Europe/Madrid',
          notifications: true,
        });
        await reminders.save(uid, { enabled: true, hour: options.hour, timezone: 'Europe/Madrid' });
        await reminders.addDevice(uid, push.device(uid).subscription);
      }),
    );
  }
  return uids;
}
