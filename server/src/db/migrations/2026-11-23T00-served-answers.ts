import type { Kysely } from 'kysely';

// Which answers each judge was handed to judge, and when: a vote counts only for one of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('served_answers')
    .addColumn('judge_uid', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('served_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('served_answers_pk', ['judge_uid', 'answer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('served_answers').execute();
}
