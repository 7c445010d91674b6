import type { Kysely } from 'kysely';

// Migrations use only the schema builder: they never import app code, so they stay valid forever.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('alias_key', 'text', (c) => c.notNull().unique())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('notifications', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('daily_words')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_uid', 'text', (c) => c.notNull().references('players.uid'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pick_key', 'integer', (c) => c.notNull())
    // One answer per player per day, held by the database even under races.
    .addUniqueConstraint('answers_one_per_player_per_day', ['player_uid', 'day'])
    .execute();

  // vote/random walks this index: the period's answers by fewest votes, then at a random point.
  await db.schema
    .createIndex('answers_to_judge')
    .on('answers')
    .columns(['period_start', 'vote_count', 'pick_key'])
    .execute();

  await db.schema
    .createTable('votes')
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id'))
    .addColumn('judge_uid', 'text', (c) => c.notNull().references('players.uid'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One vote per judge per answer.
    .addPrimaryKeyConstraint('votes_one_per_judge', ['answer_id', 'judge_uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('votes').execute();
  await db.schema.dropTable('answers').execute();
  await db.schema.dropTable('daily_words').execute();
  await db.schema.dropTable('players').execute();
}
