import type { Kysely } from 'kysely';

// The peña's own judging (decision 0061): a member's votes on the other members' answers, kept
// apart from the public votes so they never enter public scores, rankings, calibration or
// establishment. One row per peña, answer and judge (the primary key): a player in two peñas
// judges a shared member's answer once in each; a row without a score is a skip ('Saltar').
// A closed week's peña ranking is stored once (closed is final), claimed by its first row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pena_votes')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('judge_uid', 'text', (c) =>
      c.notNull().references('players.uid').onDelete('cascade'),
    )
    // In hundredths; null for a skip.
    .addColumn('score', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pena_votes_once', ['group_id', 'answer_id', 'judge_uid'])
    .execute();
  // A player's peña votes: their data download and their account's deletion.
  await db.schema
    .createIndex('pena_votes_by_judge')
    .on('pena_votes')
    .columns(['judge_uid', 'group_id'])
    .execute();
  // An answer's peña votes go with it.
  await db.schema
    .createIndex('pena_votes_by_answer')
    .on('pena_votes')
    .column('answer_id')
    .execute();

  await db.schema
    .createTable('pena_closed_periods')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    // How it was ranked: the peña's mean vote in hundredths (null without votes), the prior's
    // weight and the votes an answer needed.
    .addColumn('prior_mean', 'integer')
    .addColumn('prior_weight', 'integer', (c) => c.notNull())
    .addColumn('min_votes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pena_closed_periods_once', ['group_id', 'period_start'])
    .execute();

  await db.schema
    .createTable('pena_ranked_answers')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('vote_count', 'integer', (c) => c.notNull())
    .addColumn('score_total', 'integer', (c) => c.notNull())
    // 'Puntuación' in hundredths; null for an answer short of the peña's minimum of votes.
    .addColumn('rank_score', 'integer')
    .addPrimaryKeyConstraint('pena_ranked_answers_once', ['group_id', 'period_start', 'answer_id'])
    .execute();
  await db.schema
    .createIndex('pena_ranked_answers_by_answer')
    .on('pena_ranked_answers')
    .column('answer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pena_ranked_answers').execute();
  await db.schema.dropTable('pena_closed_periods').execute();
  await db.schema.dropTable('pena_votes').execute();
}
