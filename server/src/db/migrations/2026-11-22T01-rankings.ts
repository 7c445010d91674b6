import type { Kysely } from 'kysely';

// A closed period's ranking is computed once and kept: the requests only read it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('closed_periods')
    .addColumn('period_start', 'text', (c) => c.primaryKey())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('rated_answers', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .execute();

  // Only the answers that placed: in the period's best, or among their word's best.
  await db.schema
    .createTable('ranked_answers')
    .addColumn('answer_id', 'text', (c) => c.primaryKey().references('answers.id'))
    .addColumn('period_start', 'text', (c) => c.notNull().references('closed_periods.period_start'))
    .addColumn('period_rank', 'integer')
    .addColumn('word_rank', 'integer')
    .execute();

  await db.schema
    .createIndex('ranked_answers_by_period_rank')
    .on('ranked_answers')
    .columns(['period_start', 'period_rank'])
    .execute();
  await db.schema
    .createIndex('ranked_answers_by_word_rank')
    .on('ranked_answers')
    .columns(['period_start', 'word_rank'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ranked_answers').execute();
  await db.schema.dropTable('closed_periods').execute();
}
