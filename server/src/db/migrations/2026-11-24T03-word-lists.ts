import type { Kysely } from 'kysely';

// The operators' word lists, shared by every instance, and the refused words players tried,
// counted per word and day with nothing about who tried them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('allowed_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('like_word', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blocked_words')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('refused_words')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('refused_words_pk', ['day', 'word'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refused_words').execute();
  await db.schema.dropTable('blocked_words').execute();
  await db.schema.dropTable('allowed_words').execute();
}
