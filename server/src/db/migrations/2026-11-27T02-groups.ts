import type { Kysely } from 'kysely';

// Peñas (decision 0047): private groups of players, and who is in each. The database holds the
// rules that races could break: one membership per player and peña (the primary key), one seat per
// place in the order of joining (the owner is the longest-standing member), one peña per
// invitation code. The limits of members and peñas are counted in the join's transaction, under
// the locks of the player's and the peña's rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // A new code replaces the old one, which then finds nothing.
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('player_uid', 'text', (c) =>
      c.notNull().references('players.uid').onDelete('cascade'),
    )
    // The membership's own id: what the owner's 'Quitar' names, never the player's uid.
    .addColumn('id', 'text', (c) => c.notNull().unique())
    // 1 for the peña's creator, then one more for each member who joins: the lowest is the owner.
    .addColumn('seat', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_once', ['group_id', 'player_uid'])
    .addUniqueConstraint('group_members_one_per_seat', ['group_id', 'seat'])
    .execute();
  // A player's peñas, and vote/random's exclusion of the answers of those who share one with the
  // judge: from the author to their peñas by this index, then to the judge by the primary key.
  await db.schema
    .createIndex('group_members_by_player')
    .on('group_members')
    .columns(['player_uid', 'group_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_members').execute();
  await db.schema.dropTable('groups').execute();
}
