import type { Kysely } from 'kysely';

// «¡Cuenta!» on a duel's revealed round (issue 60): each player's say that a near miss counts.
// A round both said it for is a match, derived like every duel's state (decision 0062), never
// stored. The primary key holds one say per player and round, so a repeated press is nothing new.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('duel_counts')
    .addColumn('duel_id', 'text', (c) => c.notNull().references('duels.id').onDelete('cascade'))
    // 1 to the last round: the first is the day's answers.
    .addColumn('round', 'integer', (c) => c.notNull())
    // 1 for the challenger, 2 for the friend, as in duel_rounds.
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('duel_counts_once', ['duel_id', 'round', 'seat'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('duel_counts').execute();
}
