import type { Kysely } from 'kysely';

/**
 * The map of the week (issue 62, decision 0076): each region's best answers of a closed period,
 * ranked once by the week closer in the transaction that ranks the period, with only the votes of
 * that region's judges. A row is an answer's place in its region's list and the 'Puntuación' it
 * had there (closed is final). Only added.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('region_ranked_answers')
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('rank_score', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('region_ranked_answers_pk', ['period_start', 'region', 'place'])
    .execute();
  await db.schema
    .createIndex('region_ranked_answers_answer')
    .on('region_ranked_answers')
    .column('answer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('region_ranked_answers').execute();
}
