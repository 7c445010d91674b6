import type { Kysely } from 'kysely';

// Every ranked answer's place in its period's order, however low (issue 47: 'Tu puesto' beyond
// the best answers shown). ranked_answers keeps the placed ones only, with what the tables show.
// Only added: a build before it keeps running on a database that has it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('period_places')
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('period_places_pk', ['period_start', 'answer_id'])
    .execute();
  // An account's deletion finds the places of its answers by them.
  await db.schema
    .createIndex('period_places_by_answer')
    .on('period_places')
    .column('answer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('period_places').execute();
}
