import type { Kysely } from 'kysely';

// The rankings explain themselves (issue 24, decision 0041): a placed answer keeps the score its
// place comes from and its corrected mean, and a period how it was ranked, all stored once when it
// is ranked. Periods ranked before this keep nulls: their figures were never kept, and closed is
// final, so they are not recomputed from today's votes.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['rank_score', 'corrected_score']) {
    await db.schema.alterTable('ranked_answers').addColumn(column, 'integer').execute();
  }
  for (const column of ['prior_mean', 'prior_weight', 'min_votes']) {
    await db.schema.alterTable('closed_periods').addColumn(column, 'integer').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['min_votes', 'prior_weight', 'prior_mean']) {
    await db.schema.alterTable('closed_periods').dropColumn(column).execute();
  }
  for (const column of ['corrected_score', 'rank_score']) {
    await db.schema.alterTable('ranked_answers').dropColumn(column).execute();
  }
}
