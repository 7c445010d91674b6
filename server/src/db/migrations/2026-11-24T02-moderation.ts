import type { Kysely } from 'kysely';

// Reports, hidden answers, banned players, the operators' log, and the change counter every
// instance reads to forget the players it remembers (decision 0024).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('banned_at', 'text').execute();
  // Set on the anonymous owner that keeps a deleted player's placed answers in closed rankings.
  await db.schema.alterTable('players').addColumn('deleted_at', 'text').execute();
  // The hidden answers, and why ('reports', 'operator', 'banned'). A table of its own, not a
  // column: vote/random skips them with an anti-join, which the planner estimates well even
  // without statistics, where a column's IS NULL would make it sort the whole period instead.
  await db.schema
    .createTable('hidden_answers')
    .addColumn('answer_id', 'text', (c) =>
      c.primaryKey().references('answers.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('hidden_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('judge_uid', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('reports_one_per_judge', ['answer_id', 'judge_uid'])
    .execute();
  await db.schema.createIndex('reports_by_judge').on('reports').column('judge_uid').execute();
  // A player's deletion finds their votes by judge through votes_by_judge, which the
  // judging-queue migration (2026-11-24T00) made for the judge's figures.

  await db.schema
    .createTable('moderation_actions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('acted_at', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_actions_by_time')
    .on('moderation_actions')
    .column('acted_at')
    .execute();

  await db.schema
    .createTable('player_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('player_changes' as never)
    .values({ id: 1, version: 0 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_changes').execute();
  await db.schema.dropTable('moderation_actions').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('hidden_answers').execute();
  await db.schema.alterTable('players').dropColumn('deleted_at').execute();
  await db.schema.alterTable('players').dropColumn('banned_at').execute();
}
