import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { onPostgres } from '../db/dialect';
import type { PushSubscriptionsTable, RemindersTable } from '../db/schema';

export type ReminderRow = Selectable<RemindersTable>;
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

export async function reminderOf(db: Db, uid: string): Promise<ReminderRow | undefined> {
  return db.selectFrom('reminders').selectAll().where('player_uid', '=', uid).executeTakeFirst();
}

/** Writes a player's reminder row whole, the first time or again. */
export async function saveReminder(db: Db, row: ReminderRow): Promise<void> {
  await db
    .insertInto('reminders')
    .values(row)
    .onConflict((oc) =>
      oc.column('player_uid').doUpdateSet({
        enabled: row.enabled,
        hour: row.hour,
        timezone: row.timezone,
        next_at: row.next_at,
        sent_on: row.sent_on,
        claimed_until: row.claimed_until,
        calendar_token_hash: row.calendar_token_hash,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function reminderOfCalendar(
  db: Db,
  tokenHash: string,
): Promise<ReminderRow | undefined> {
  return db
    .selectFrom('reminders')
    .selectAll()
    .where('calendar_token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Claims for this instance, until `until`, up to `limit` reminders due at `now` that no instance
 * holds (never claimed, or their claim has ended), the longest waiting first, through the
 * reminders_due index. PostgreSQL skips the rows another instance is claiming at this moment
 * (FOR UPDATE SKIP LOCKED) instead of waiting for them; SQLite runs one writer at a time.
 */
export async function claimDueReminders(
  db: Db,
  claim: { now: string; until: string; limit: number },
): Promise<ReminderRow[]> {
  const unheld = db
    .selectFrom('reminders')
    .select('player_uid')
    .where('next_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
    .orderBy('next_at')
    .limit(claim.limit)
    .$if(onPostgres(db), (query) => query.forUpdate().skipLocked());
  const rows = await db
    .updateTable('reminders')
    .set({ claimed_until: claim.until })
    .where('player_uid', 'in', unheld)
    .returningAll()
    .execute();
  return rows.sort((a, b) => (a.next_at ?? '').localeCompare(b.next_at ?? ''));
}

/**
 * Takes a claimed reminder on: moves it from `dueAt` to `nextAt` only if nobody has moved it since
 * it was claimed. True for the one caller that moved it: an instance whose claim ended while it
 * worked, and took it back, finds it moved and leaves it. One to send (`sentOn` set) stays under the
 * claim until its push is done (`endReminderClaim`); the others' claim ends here.
 */
export async function takeReminder(
  db: Db,
  claim: { uid: string; dueAt: string; nextAt: string; sentOn: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('reminders')
    .set((eb) => ({
      next_at: claim.nextAt,
      sent_on: claim.sentOn === null ? eb.ref('sent_on') : claim.sentOn,
      claimed_until: claim.sentOn === null ? null : eb.ref('claimed_until'),
    }))
    .where('player_uid', '=', claim.uid)
    .where('next_at', '=', claim.dueAt)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends the claim of a reminder taken on and pushed (`nextAt`: where it was moved). */
export async function endReminderClaim(
  db: Db,
  reminder: { uid: string; nextAt: string; until: string },
): Promise<void> {
  await db
    .updateTable('reminders')
    .set({ claimed_until: null })
    .where('player_uid', '=', reminder.uid)
    .where('next_at', '=', reminder.nextAt)
    .where('claimed_until', '=', reminder.until)
    .execute();
}

/**
 * Ends the claims that ran out on reminders taken on and never pushed: moved to their next day (not
 * due) yet still claimed, because the instance died between taking one on and finishing its push.
 * Those are lost (today's was marked sent). Returns how many under each lease, by the lease's end;
 * one conditional update per lease, so two instances never both count one.
 */
export async function endLostReminders(db: Db, now: string): Promise<Map<string, number>> {
  const leases = await db
    .selectFrom('reminders')
    .select('claimed_until')
    .distinct()
    .where('claimed_until', '<=', now)
    .where('next_at', '>', now)
    .execute();
  const lost = new Map<string, number>();
  for (const { claimed_until: leaseEnd } of leases) {
    if (leaseEnd === null) continue;
    const ended = await db
      .updateTable('reminders')
      .set({ claimed_until: null })
      .where('claimed_until', '=', leaseEnd)
      .where('next_at', '>', now)
      .executeTakeFirst();
    if (ended.numUpdatedRows > 0n) lost.set(leaseEnd, Number(ended.numUpdatedRows));
  }
  return lost;
}

/** Hands back claimed reminders not taken on (the instance is stopping): any instance takes them. */
export async function releaseReminders(
  db: Db,
  reminders: readonly { uid: string; dueAt: string }[],
): Promise<void> {
  for (const { uid, dueAt } of reminders) {
    await db
      .updateTable('reminders')
      .set({ claimed_until: null })
      .where('player_uid', '=', uid)
      .where('next_at', '=', dueAt)
      .execute();
  }
}

export async function subscriptionsOf(db: Db, uid: string): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('player_uid', '=', uid)
    .orderBy('created_at')
    .execute();
}

/** Keeps a device's subscription for `row.player_uid` (an endpoint is one device: the last player wins). */
export async function keepSubscription(db: Db, row: PushSubscriptionRow): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        player_uid: row.player_uid,
        p256dh: row.p256dh,
        auth: row.auth,
        created_at: row.created_at,
      }),
    )
    .execute();
}

/** Removes one device of a player's; false when it was not theirs or not there. */
export async function removeSubscription(db: Db, uid: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('player_uid', '=', uid)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Drops a subscription the push service says is gone. */
export async function dropSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Everything about a player's reminders: their row and every device (account deletion). */
export async function forgetReminders(db: Db, uid: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('player_uid', '=', uid).execute();
  await db.deleteFrom('reminders').where('player_uid', '=', uid).execute();
}
