import type { Kysely } from 'kysely';

// Mente gemela: duels of two players and the words of their rounds after the first (the first is
// each player's answer of the duel's day, read from `answers`). The database holds what races could
// break: one word per player and round (the primary key), one duel per invitation code; a friend
// joins under the duel's lock. Whether a duel matched, ended or expired is derived from its rows
// and the clock, never stored: nothing can disagree with the words.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('duels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The UTC day whose answers are the first round: the link holds until it ends, the duel until
    // the next one ends.
    .addColumn('day', 'text', (c) => c.notNull())
    // The link /mente/CODE (128 random bits); it stops working once a friend took it.
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    // Null once that player deleted their account: the duel ended with them.
    .addColumn('challenger_uid', 'text', (c) => c.references('players.uid').onDelete('set null'))
    .addColumn('friend_uid', 'text', (c) => c.references('players.uid').onDelete('set null'))
    // When a player's deletion ended it; null otherwise.
    .addColumn('abandoned_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A player's duels (the list, the day's count, a deletion), from either seat.
  await db.schema
    .createIndex('duels_by_challenger')
    .on('duels')
    .columns(['challenger_uid', 'day'])
    .execute();
  await db.schema
    .createIndex('duels_by_friend')
    .on('duels')
    .columns(['friend_uid', 'day'])
    .execute();

  await db.schema
    .createTable('duel_rounds')
    .addColumn('duel_id', 'text', (c) => c.notNull().references('duels.id').onDelete('cascade'))
    // 2 to the last round: the first is the day's answers.
    .addColumn('round', 'integer', (c) => c.notNull())
    // 1 for the challenger, 2 for the friend: a seat outlives a deleted player's uid.
    .addColumn('seat', 'integer', (c) => c.notNull())
    // In its dictionary form, as an answer is filed.
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('duel_rounds_once', ['duel_id', 'round', 'seat'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('duel_rounds').execute();
  await db.schema.dropTable('duels').execute();
}
