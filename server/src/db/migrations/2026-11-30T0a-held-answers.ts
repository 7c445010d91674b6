import type { Kysely } from 'kysely';

// Answers held for the operators by established judges' reports (issue 46, point 2): out of the
// judging queue, still in the public lists and the ranking until an operator confirms. Only
// added: a build before it keeps running on a database that has it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('held_answers')
    .addColumn('answer_id', 'text', (c) =>
      c.primaryKey().references('answers.id').onDelete('cascade'),
    )
    .addColumn('held_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('held_answers').execute();
}
