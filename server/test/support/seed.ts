import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database';
import { randomUUID } from 'node:crypto';
import type { Database, NewAnswer, NewPlayer } from '../../src/db/schema';
import { aliasKey } from '../../src/players/alias-key';

/** A player as the seeds register them: the alias from the uid, in UTC, without reminders. */
export const seededPlayer = (uid: string, now: string): NewPlayer => ({
  uid,
  alias: `Jugador ${uid}`,
  alias_key: aliasKey(`Jugador ${uid}`),
  timezone: 'UTC',
  notifications: 0,
  created_at: now,
});

/** An answer of `uid` to `day`'s word, filed `now`, alone in a period that starts that day, with no vote yet. */
export const seededAnswer = (
  uid: string,
  day: string,
  now: string,
  { answer = `respuesta de ${uid}`, pickKey = 0 } = {},
): NewAnswer => ({
  id: randomUUID(),
  player_uid: uid,
  day,
  word: 'casa',
  answer,
  period_start: day,
  created_at: now,
  vote_count: 0,
  score_total: 0,
  pick_key: pickKey,
});

/**
 * Inserts many rows a few hundred at a time, in multi-row INSERTs. The repositories insert one row
 * per call, which is right for the game and far too slow to seed 100,000 answers.
 * Call it inside a transaction (pass the transaction as `db`) so the whole seed is one commit.
 */
export async function insertInBatches<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  batchSize = 500,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot check `values` against a table chosen by a type parameter; the caller's
    // `rows` already are the table's insertable rows.
    await db
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}
