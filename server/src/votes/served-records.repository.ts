import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { groupCommitPerDatabase, type BatchWrite } from '../db/group-commit';
import { inKeyOrder } from '../db/key-order';
import { lockPlayers, locksRows } from '../db/row-locks';
import type { NewServedAnswer } from '../db/schema';

/** One row per judge and answer, the latest, in key order: PostgreSQL refuses to update one row twice. */
function latestOf(served: readonly NewServedAnswer[]): NewServedAnswer[] {
  return inKeyOrder(new Map(served.map((row) => [`${row.judge_uid} ${row.answer_id}`, row])));
}

/**
 * SQLite: one served record a statement, compiled and prepared once, written only while its judge
 * and its answer exist. The batch's rows as one VALUES list are a statement built and compiled
 * anew for each batch, and so are reads of the batch's judges and answers before it: each costs
 * SQLite more a record (bench/served-records.mjs at 1M answers: 82 to 92 µs a record as one
 * list, 68 to 79 a statement a row after those reads, 61 to 68 this way).
 */
const upsertServed = compiledOnce((db, row: NewServedAnswer) => ({
  compile: () =>
    sql`INSERT INTO served_answers (judge_uid, answer_id, served_at)
        SELECT ${row.judge_uid}, ${row.answer_id}, ${row.served_at}
         WHERE EXISTS (SELECT 1 FROM players WHERE uid = ${row.judge_uid})
           AND EXISTS (SELECT 1 FROM answers WHERE id = ${row.answer_id})
        ON CONFLICT (judge_uid, answer_id) DO UPDATE SET served_at = excluded.served_at`.compile(
      db,
    ),
}));

/**
 * SQLite: the rows one by one, in their order (the latest wins), in a transaction that does not
 * wait for the disk. A row not written lost its judge or its answer meanwhile: only then are the
 * judges read, to tell which.
 */
const inTransaction: BatchWrite<NewServedAnswer, boolean> = async (trx, served) => {
  const notWritten: string[] = [];
  for (const row of served) {
    const { numAffectedRows } = await upsertServed(trx, row);
    if (!numAffectedRows) notWritten.push(row.judge_uid);
  }
  if (notWritten.length === 0) return served.map(() => true);
  const judges = await lockPlayers(trx, notWritten, 'keyShare');
  const gone = new Set(notWritten.filter((uid) => !judges.has(uid)));
  return served.map((row) => !gone.has(row.judge_uid));
};

/**
 * PostgreSQL: the same in one statement, one round trip where the transaction took six (BEGIN,
 * SET LOCAL, two locks, the insert, COMMIT). `set_config(…, true)` turns the wait for the disk off
 * for the statement's own transaction. The judges are locked by the main query, before the insert
 * (which runs once the main query is done) locks the answers through its filter: players first,
 * then answers (db/row-locks.ts). A row deleted meanwhile is skipped by its lock, not refused by a
 * key.
 */
const inOneStatement = compiledOnce(
  (db, rows: { judges: string[]; answers: string[]; servedAt: string[] }) => ({
    compile: () =>
      sql<{ judges: string[] | null }>`
        WITH judges AS (
          SELECT uid FROM players WHERE uid = ANY(${rows.judges}::text[]) ORDER BY uid FOR KEY SHARE
        ), answers_kept AS (
          SELECT id FROM answers WHERE id = ANY(${rows.answers}::text[]) ORDER BY id FOR KEY SHARE
        ), recorded AS (
          INSERT INTO served_answers (judge_uid, answer_id, served_at)
          SELECT s.judge_uid, s.answer_id, s.served_at
            FROM unnest(${rows.judges}::text[], ${rows.answers}::text[], ${rows.servedAt}::text[])
              AS s(judge_uid, answer_id, served_at)
           WHERE s.judge_uid IN (SELECT uid FROM judges)
             AND s.answer_id IN (SELECT id FROM answers_kept)
          ON CONFLICT (judge_uid, answer_id) DO UPDATE SET served_at = excluded.served_at
        )
        SELECT set_config('synchronous_commit', 'off', true) AS unawaited,
               (SELECT array_agg(uid) FROM judges) AS judges`.compile(db),
  }),
);

const inStatement: BatchWrite<NewServedAnswer, boolean> = async (db, served) => {
  const rows = latestOf(served);
  const { rows: result } = await inOneStatement(db, {
    judges: rows.map((row) => row.judge_uid),
    answers: rows.map((row) => row.answer_id),
    servedAt: rows.map((row) => row.served_at),
  });
  const judges = new Set(result[0]?.judges ?? []);
  return served.map((row) => judges.has(row.judge_uid));
};

const onSqlite = groupCommitPerDatabase(inTransaction, 'unawaited');
const onPostgres = groupCommitPerDatabase(inStatement, 'statement');

/**
 * Records that vote/random handed answers to judges, many per commit; handing the same answer to
 * the same judge again starts its time anew. No player was promised this row: its commit does not
 * wait for the disk (decision 0033). A vote, durable, writes it out before itself. Nothing is
 * recorded for a judge or an answer deleted meanwhile (locked first, db/row-locks.ts): false when
 * the judge no longer exists.
 */
export const recordServed = (db: Db, served: NewServedAnswer): Promise<boolean> =>
  locksRows(db) ? onPostgres(db, served) : onSqlite(db, served);
