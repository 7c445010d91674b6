import { sql, type Kysely } from 'kysely';

// Fair judging (issue 14): answers of players who judge are served first at equal votes, a judge
// can skip an answer, and each judge's votes per period and all time are read through indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  // 0 once the author has judged enough answers of the answer's period, 1 before: vote/random
  // serves 0 before 1 among answers with as many votes.
  await db.schema
    .alterTable('answers')
    .addColumn('queue_rank', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropIndex('answers_to_judge').execute();
  await db.schema
    .createIndex('answers_to_judge')
    .on('answers')
    .columns(['period_start', 'vote_count', 'queue_rank', 'pick_key'])
    .execute();

  // 'Saltar': a skipped answer stays served, and marked, so it is not handed out again.
  await db.schema
    .alterTable('served_answers')
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // How many answers of each period each judge has judged.
  await db.schema
    .createTable('judge_periods')
    .addColumn('judge_uid', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('judge_periods_pk', ['judge_uid', 'period_start'])
    .execute();
  await sql`
    INSERT INTO judge_periods (judge_uid, period_start, votes)
    SELECT v.judge_uid, a.period_start, COUNT(*)
    FROM votes v JOIN answers a ON a.id = v.answer_id
    GROUP BY v.judge_uid, a.period_start
  `.execute(db);
  // Authors who already judged the default KARMA_MIN_VOTES (3) answers of a period move up now.
  await sql`
    UPDATE answers SET queue_rank = 0
    WHERE EXISTS (
      SELECT 1 FROM judge_periods j
      WHERE j.judge_uid = answers.player_uid AND j.period_start = answers.period_start
        AND j.votes >= 3
    )
  `.execute(db);

  // A judge's own figures, and a player's deletion, read their votes by judge.
  await db.schema.createIndex('votes_by_judge').on('votes').columns(['judge_uid']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('votes_by_judge').execute();
  await db.schema.dropTable('judge_periods').execute();
  await db.schema.alterTable('served_answers').dropColumn('skipped').execute();
  await db.schema.dropIndex('answers_to_judge').execute();
  await db.schema
    .createIndex('answers_to_judge')
    .on('answers')
    .columns(['period_start', 'vote_count', 'pick_key'])
    .execute();
  await db.schema.alterTable('answers').dropColumn('queue_rank').execute();
}
