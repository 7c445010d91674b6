import type { Kysely } from 'kysely';

// «Te toca» (issue 60, decision 0072): the nudge the player who waits in a duel may send the other
// once a game day. The primary key holds one per duel, sender and day, so a second that day is
// refused; the page shows it to the other on their next visit, pushed too where reminders are on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('duel_nudges')
    .addColumn('duel_id', 'text', (c) => c.notNull().references('duels.id').onDelete('cascade'))
    // 1 for the challenger, 2 for the friend, as in duel_rounds: the seat that sent it.
    .addColumn('seat', 'integer', (c) => c.notNull())
    // The game day (UTC) it was sent on.
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('duel_nudges_once_a_day', ['duel_id', 'seat', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('duel_nudges').execute();
}
