import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

/** Runs `read` on the game's SQLite file, opened read-only for it. */
function readDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject('dataDir'), 'words.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Reads the game's SQLite file directly, to check what was stored and what was not. */
export function answersStoredFor(answer: string): number {
  return readDatabase((db) => {
    const row = db.prepare('SELECT count(*) AS n FROM answers WHERE answer = ?').get(answer) as {
      n: number;
    };
    return row.n;
  });
}

/** The vote stored from the judge with `alias` on the answer, in hundredths (750 is 7.50). */
export function voteStored(answerId: string, alias: string): number | null {
  return readDatabase((db) => {
    const row = db
      .prepare(
        `SELECT votes.score AS score FROM votes JOIN players ON players.uid = votes.judge_uid
         WHERE votes.answer_id = ? AND players.alias = ?`,
      )
      .get(answerId, alias) as { score: number } | undefined;
    return row?.score ?? null;
  });
}
