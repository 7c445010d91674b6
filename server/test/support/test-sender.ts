import { serverKey } from '../../src/db/server-keys';
import { createPushSender } from '../../src/reminders/push-service';
import { createReminderSender } from '../../src/reminders/sender';
import type { VapidKeys } from '../../src/reminders/vapid-keys';
import type { TestGame } from './game';

type SenderDeps = Parameters<typeof createReminderSender>[0];

/**
 * A reminders' sender of the test's own on the game's database, pushing with the game's VAPID keys
 * to nobody who has played; the test gives the log it reads and what else it watches.
 */
export async function senderOn(
  game: TestGame,
  deps: Pick<SenderDeps, 'log'> & Partial<SenderDeps>,
): Promise<ReturnType<typeof createReminderSender>> {
  const vapid = JSON.parse((await serverKey(game.database.db, 'vapid')) ?? '{}') as VapidKeys;
  return createReminderSender({
    db: game.database.db,
    clock: game.clock,
    playedOn: async () => false,
    streakOf: async () => 0,
    send: createPushSender(vapid, 'mailto:equipo@words.example'),
    ...deps,
  });
}
