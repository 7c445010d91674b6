import { sql, type Kysely } from 'kysely';

/** The database migrated, as migrate.ts says it (a migration imports nothing of the app). */
type DatabaseKind = 'sqlite' | 'postgres';

// The served records no longer refer to their answer by a foreign key, nor are they indexed by
// it; they are indexed by when they were handed out (decision 0053). Every read of them starts from
// an answer that exists (the vote's, the skip's, the report's check, the queue's filter), so a
// record whose answer was deleted with its author's account is read by nobody, and the ranking of
// the next period forgets it with the others, by that index. The index by answer (decision 0052)
// was there only for the deletion: vote/random wrote a page of it at random for each answer it
// handed out, half of a served record's cost on SQLite at 1M answers.
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`ALTER TABLE served_answers DROP CONSTRAINT ${sql.id(await answerKeyName(db))}`.execute(
      db,
    );
    await db.schema.dropIndex('served_answers_by_answer').execute();
    await byTime(db);
    return;
  }
  // SQLite drops a foreign key only with its table. Its migrations run outside a transaction
  // (Kysely's SQLite adapter): the swap is one.
  await db.transaction().execute(async (trx) => {
    await rebuild(trx, 'no key to answers');
    await byTime(trx);
  });
}

export async function down(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // The records of answers deleted meanwhile would break the key.
  await sql`DELETE FROM served_answers WHERE answer_id NOT IN (SELECT id FROM answers)`.execute(db);
  if (kind === 'postgres') {
    await db.schema.dropIndex('served_answers_by_time').execute();
    await sql`ALTER TABLE served_answers ADD FOREIGN KEY (answer_id) REFERENCES answers (id) ON DELETE CASCADE`.execute(
      db,
    );
    await byAnswer(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await rebuild(trx, 'key to answers');
    await byAnswer(trx);
  });
}

/** PostgreSQL's name for the served records' foreign key to answers. */
async function answerKeyName(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ name: string }>`
    SELECT conname AS name FROM pg_constraint
     WHERE conrelid = 'served_answers'::regclass AND confrelid = 'answers'::regclass
       AND contype = 'f'`.execute(db);
  const [key] = rows;
  if (!key) throw new Error('served_answers has no foreign key to answers');
  return key.name;
}

const byTime = (db: Kysely<unknown>) =>
  db.schema
    .createIndex('served_answers_by_time')
    .on('served_answers')
    .column('served_at')
    .execute();

const byAnswer = (db: Kysely<unknown>) =>
  db.schema
    .createIndex('served_answers_by_answer')
    .on('served_answers')
    .column('answer_id')
    .execute();

/** SQLite: the served records moved into a table stored by their key, under the same name. */
async function rebuild(
  trx: Kysely<unknown>,
  answers: 'no key to answers' | 'key to answers',
): Promise<void> {
  await trx.schema
    .createTable('served_answers_rebuilt')
    .addColumn('judge_uid', 'text', (c) => c.notNull())
    .addColumn('answer_id', 'text', (c) =>
      answers === 'key to answers'
        ? c.notNull().references('answers.id').onDelete('cascade')
        : c.notNull(),
    )
    .addColumn('served_at', 'text', (c) => c.notNull())
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('served_answers_pk', ['judge_uid', 'answer_id'])
    .modifyEnd(sql`WITHOUT ROWID`)
    .execute();
  await sql`
    INSERT INTO served_answers_rebuilt (judge_uid, answer_id, served_at, skipped)
    SELECT judge_uid, answer_id, served_at, skipped FROM served_answers
    ORDER BY judge_uid, answer_id
  `.execute(trx);
  await trx.schema.dropTable('served_answers').execute();
  await trx.schema.alterTable('served_answers_rebuilt').renameTo('served_answers').execute();
}
