import type { Kysely } from 'kysely';

// «La mente del público» (issue 60, point 4): a duel whose other side is the crowd, and the
// crowd's counters of which word real players gave to join two words.
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'friend' for every duel until now, 'crowd' for one against the crowd, whose words are its
  // seat 2's rows of duel_rounds (the first round's too). Defaulted: the previous release's inserts
  // still hold (decision 0057).
  await db.schema
    .alterTable('duels')
    .addColumn('against', 'text', (c) => c.notNull().defaultTo('friend'))
    .execute();

  // How many players gave `word` to join `word_a` and `word_b` (word_a < word_b, dictionary forms)
  // in a revealed duel round: counted as rounds are revealed, never by walking the rounds. No name.
  await db.schema
    .createTable('crowd_joins')
    .addColumn('word_a', 'text', (c) => c.notNull())
    .addColumn('word_b', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    // The word's alphabetical key (crowd/alphabetical.ts), for ties.
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('crowd_joins_once', ['word_a', 'word_b', 'word'])
    .execute();
  // The crowd's word for two words: their most common joining word, first in this index.
  await db.schema
    .createIndex('crowd_joins_most_common')
    .on('crowd_joins')
    .columns(['word_a', 'word_b', 'players desc', 'sort_key', 'word'])
    .execute();

  // Whose word each count is, so a player counts once however often they give it, and their
  // deletion takes their counts back out (decision 0073). Never read but by those two.
  await db.schema
    .createTable('crowd_join_players')
    .addColumn('word_a', 'text', (c) => c.notNull())
    .addColumn('word_b', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('player_uid', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('crowd_join_players_once', ['word_a', 'word_b', 'word', 'player_uid'])
    .execute();
  await db.schema
    .createIndex('crowd_join_players_by_player')
    .on('crowd_join_players')
    .column('player_uid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crowd_join_players').execute();
  await db.schema.dropTable('crowd_joins').execute();
  await db.schema.alterTable('duels').dropColumn('against').execute();
}
