import { sql, type Kysely } from 'kysely';

// Judging you can trust (decision 0039): a judge's votes count once they are established (days
// answered and votes cast), and a judge whose reports operators rejected stops hiding answers.
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the judge's votes started to count; null until then.
  await db.schema.alterTable('players').addColumn('established_at', 'text').execute();
  // How many of the judge's reports operators rejected by restoring the answer.
  await db.schema
    .alterTable('players')
    .addColumn('rejected_reports', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The players who already meet the rule as it ships (3 days, 10 votes: a migration cannot read
  // the configuration) are established now; the open periods' counts then leave out the others.
  const now = new Date().toISOString();
  await sql`
    update players set established_at = ${now}
    where (select count(*) from answers a where a.player_uid = players.uid) >= 3
      and (select count(*) from votes v where v.judge_uid = players.uid) >= 10`.execute(db);
  const counted = sql`from votes v join players j on j.uid = v.judge_uid
    where v.answer_id = answers.id and j.banned_at is null and j.established_at is not null`;
  await sql`
    update answers set
      vote_count = (select count(*) ${counted}),
      score_total = (select coalesce(sum(v.score), 0) ${counted})
    where period_start not in (select period_start from closed_periods)
      and exists (select 1 from votes v join players j on j.uid = v.judge_uid
                  where v.answer_id = answers.id and j.established_at is null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('rejected_reports').execute();
  await db.schema.alterTable('players').dropColumn('established_at').execute();
}
