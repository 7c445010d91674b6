import type { Kysely } from 'kysely';

// Today's answers are judged by those who played today (issue 24): a judge who has not played is
// served the earlier days' answers one day at a time, through this index, in the queue's order
// (fewest votes, then queue rank, then the pick key), so no walk passes over today's answers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('answers_to_judge_by_day')
    .on('answers')
    .columns(['day', 'vote_count', 'queue_rank', 'pick_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('answers_to_judge_by_day').execute();
}
