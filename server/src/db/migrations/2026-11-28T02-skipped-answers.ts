import { sql, type Kysely } from 'kysely';

/** The database migrated, as migrate.ts says it (a migration imports nothing of the app). */
type DatabaseKind = 'sqlite' | 'postgres';

// The proof that an answer was handed to a judge travels with the answer, in a ticket the server
// signs (decision 0054): nothing records it any more. A skip is the judge's choice and is still
// stored, in a table of its own; the served records go with every record of a skip moved over.
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await inOneTransaction(db, kind, async (trx) => {
    await trx.schema
      .createTable('skipped_answers')
      .addColumn('judge_uid', 'text', (c) => c.notNull())
      .addColumn('answer_id', 'text', (c) => c.notNull())
      .addColumn('skipped_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('skipped_answers_pk', ['judge_uid', 'answer_id'])
      .execute();
    // An account's deletion finds the skips of its answers by it.
    await trx.schema
      .createIndex('skipped_answers_by_answer')
      .on('skipped_answers')
      .column('answer_id')
      .execute();
    // Records of answers deleted since (decision 0053) name nothing: they stay behind.
    await sql`
      INSERT INTO skipped_answers (judge_uid, answer_id, skipped_at)
      SELECT s.judge_uid, s.answer_id, s.served_at FROM served_answers s
       WHERE s.skipped = 1 AND EXISTS (SELECT 1 FROM answers a WHERE a.id = s.answer_id)
    `.execute(trx);
    await trx.schema.dropTable('served_answers').execute();
  });
}

export async function down(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const postgres = kind === 'postgres';
  await inOneTransaction(db, kind, async (trx) => {
    // As decisions 0052 and 0053 left it.
    await trx.schema
      .createTable('served_answers')
      .addColumn('judge_uid', 'text', (c) => c.notNull())
      .addColumn('answer_id', 'text', (c) => c.notNull())
      .addColumn('served_at', 'text', (c) => c.notNull())
      .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('served_answers_pk', ['judge_uid', 'answer_id'])
      .$call((table) => (postgres ? table : table.modifyEnd(sql`WITHOUT ROWID`)))
      .execute();
    await trx.schema
      .createIndex('served_answers_by_time')
      .on('served_answers')
      .column('served_at')
      .execute();
    await sql`
      INSERT INTO served_answers (judge_uid, answer_id, served_at, skipped)
      SELECT judge_uid, answer_id, skipped_at, 1 FROM skipped_answers
    `.execute(trx);
    await trx.schema.dropTable('skipped_answers').execute();
  });
}

/** PostgreSQL runs each migration in a transaction; SQLite's run outside one (Kysely's adapter). */
const inOneTransaction = (
  db: Kysely<unknown>,
  kind: DatabaseKind,
  work: (trx: Kysely<unknown>) => Promise<void>,
) => (kind === 'postgres' ? work(db) : db.transaction().execute(work));
