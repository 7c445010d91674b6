import type { Kysely } from 'kysely';

/**
 * The crowd by region (issue 62, decision 0071). `players.region` is what the player chose
 * ('¿De dónde es tu español?'), null until they choose. `answers.region` is the country an
 * answer is counted in, kept equal to its author's country (null for 'Otro' or none), so a
 * recount reads it from the answer's own row. `region_days` and `region_answers` are the crowd's
 * counters by country, kept as crowd_days and crowd_answers are. Only added: no answer filed
 * before has a region, so nothing is counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('region', 'text').execute();
  await db.schema.alterTable('answers').addColumn('region', 'text').execute();

  await db.schema
    .createTable('region_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('region_days_pk', ['day', 'region'])
    .execute();

  await db.schema
    .createTable('region_answers')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    // Spanish alphabetical order in plain byte order (crowd/alphabetical.ts), for ties.
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('region_answers_pk', ['day', 'region', 'answer'])
    .execute();

  // A region's most common answers of a day are the first entries of this index.
  await db.schema
    .createIndex('region_answers_most_common')
    .on('region_answers')
    .columns(['day', 'region', 'players desc', 'sort_key', 'answer'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('region_answers').execute();
  await db.schema.dropTable('region_days').execute();
  await db.schema.alterTable('answers').dropColumn('region').execute();
  await db.schema.alterTable('players').dropColumn('region').execute();
}
