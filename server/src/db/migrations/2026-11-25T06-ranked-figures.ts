import { sql, type Kysely } from 'kysely';

// Closed is final (issue 24): a placed answer keeps the votes and total it was ranked with, so a
// later change to its votes (a judge's account deleted) leaves the ranking as it was published.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ranked_answers')
    .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ranked_answers')
    .addColumn('score_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The rankings so far showed their answers' current figures: those are kept as ranked.
  await sql`
    UPDATE ranked_answers SET
      vote_count = (SELECT a.vote_count FROM answers a WHERE a.id = ranked_answers.answer_id),
      score_total = (SELECT a.score_total FROM answers a WHERE a.id = ranked_answers.answer_id)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ranked_answers').dropColumn('score_total').execute();
  await db.schema.alterTable('ranked_answers').dropColumn('vote_count').execute();
}
