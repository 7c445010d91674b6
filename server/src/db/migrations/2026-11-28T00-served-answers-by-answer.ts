import { sql, type Kysely } from 'kysely';

/** The database migrated, as migrate.ts says it (a migration imports nothing of the app). */
type DatabaseKind = 'sqlite' | 'postgres';

// The served records of an answer, found by index. Deleting an answer (a player's account) takes
// its served records with it (ON DELETE CASCADE); with nothing leading by answer, both databases
// read every served record for each answer deleted: 2.7 s on SQLite (every other write of the
// game waiting) and 2 s on PostgreSQL for an author of 100 answers beside 200,000 served records.
//
// On SQLite the index would be a third place each record vote/random writes goes (the table, its
// key, the answer): vote/random measured some 13 % slower. So SQLite's table is rebuilt WITHOUT
// ROWID, stored in the order of its key (judge, answer): the key and the index by answer are then
// the only two, as the table and its key were before (decision 0052).
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await byAnswer(db);
    return;
  }
  // SQLite's migrations run outside a transaction (Kysely's SQLite adapter): the swap is one.
  await db.transaction().execute(async (trx) => {
    await rebuild(trx, 'WITHOUT ROWID');
    await byAnswer(trx);
  });
}

export async function down(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  await db.schema.dropIndex('served_answers_by_answer').execute();
  if (kind === 'postgres') return;
  await db.transaction().execute((trx) => rebuild(trx, 'with its row ids'));
}

const byAnswer = (db: Kysely<unknown>) =>
  db.schema
    .createIndex('served_answers_by_answer')
    .on('served_answers')
    .columns(['answer_id'])
    .execute();

/** SQLite: the served records moved into a table stored as `storage` says, under the same name. */
async function rebuild(
  trx: Kysely<unknown>,
  storage: 'WITHOUT ROWID' | 'with its row ids',
): Promise<void> {
  const table = trx.schema
    .createTable('served_answers_rebuilt')
    .addColumn('judge_uid', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) => c.notNull().references('answers.id').onDelete('cascade'))
    .addColumn('served_at', 'text', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('served_answers_pk', ['judge_uid', 'answer_id']);
  await (storage === 'WITHOUT ROWID' ? table.modifyEnd(sql`WITHOUT ROWID`) : table).execute();
  await sql`
    INSERT INTO served_answers_rebuilt (judge_uid, answer_id, served_at, skipped)
    SELECT judge_uid, answer_id, served_at, skipped FROM served_answers
    ORDER BY judge_uid, answer_id
  `.execute(trx);
  await trx.schema.dropTable('served_answers').execute();
  await trx.schema.alterTable('served_answers_rebuilt').renameTo('served_answers').execute();
}
