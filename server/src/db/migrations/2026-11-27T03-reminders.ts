import type { Kysely } from 'kysely';

// Reminders at the player's hour (decision 0048): the settings with the next instant each is due,
// the devices' push subscriptions, and the keys the server keeps for itself (VAPID).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reminders')
    .addColumn('player_uid', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('hour', 'integer', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    // When the next reminder is due (ISO instant); null while reminders are off. A sender claims
    // a due reminder by moving it to the next day's, so it is sent once by one instance.
    .addColumn('next_at', 'text')
    // The game day the last reminder went out on: at most one a day.
    .addColumn('sent_on', 'text')
    // SHA-256 of the calendar address's token (hex); null without one.
    .addColumn('calendar_token_hash', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reminders_due').on('reminders').column('next_at').execute();
  await db.schema
    .createIndex('reminders_by_calendar')
    .unique()
    .on('reminders')
    .column('calendar_token_hash')
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('player_uid', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_player')
    .on('push_subscriptions')
    .column('player_uid')
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_keys').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('reminders').execute();
}
