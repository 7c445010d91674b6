import { sql, type Kysely } from 'kysely';

/**
 * The crowd of each day, counted as answers are filed: how many players answered each day, and
 * how many gave each answer. The index keeps each day's answers ordered by how many gave them,
 * so the most common ones are the first entries of the index, however many answers a day has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('crowd_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('players', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('crowd_answers')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    // Spanish alphabetical order in plain byte order (crowd/alphabetical.ts), for ties.
    .addColumn('sort_key', 'text', (c) => c.notNull())
    .addColumn('players', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('crowd_answers_pk', ['day', 'answer'])
    .execute();

  await db.schema
    .createIndex('crowd_answers_most_common')
    .on('crowd_answers')
    .columns(['day', 'players desc', 'sort_key', 'answer'])
    .execute();

  // The answers filed before this migration are counted once, here.
  await sql`insert into crowd_days (day, players)
    select day, count(*) from answers group by day`.execute(db);
  const counted = await sql<{ day: string; answer: string; players: number | string }>`
    select day, answer, count(*) as players from answers group by day, answer`.execute(db);
  for (const row of counted.rows) {
    await sql`insert into crowd_answers (day, answer, sort_key, players)
      values (${row.day}, ${row.answer}, ${sortKey(row.answer)}, ${Number(row.players)})`.execute(
      db,
    );
  }
}

/** crowd/alphabetical.ts as it is today: a migration never imports app code. */
function sortKey(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\uE000/g, 'nzz');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crowd_answers').execute();
  await db.schema.dropTable('crowd_days').execute();
}
