import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';
import { answerNamedBy } from '../../server/src/serving/serving-ticket';

/** An answer's id, given it or the serving ticket the game handed it out with (`answer_uuid`). */
const answerIdOf = (answer: string) => answerNamedBy(answer) ?? answer;

/** Runs `read` on the SQLite file of the game on `dataDir`, opened read-only for it. */
function readDatabase<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'words.sqlite'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** What the game on `dataDir` stored, read from its SQLite file directly. */
export function storedIn(dataDir: string) {
  /** How many answers with this text are stored. */
  function answersStoredFor(answer: string): number {
    return readDatabase(dataDir, (db) => {
      const row = db.prepare('SELECT count(*) AS n FROM answers WHERE answer = ?').get(answer) as {
        n: number;
      };
      return row.n;
    });
  }

  /** The vote stored from the judge with `alias` on the answer, in hundredths (750 is 7.50). */
  function voteStored(answer: string, alias: string): number | null {
    const answerId = answerIdOf(answer);
    return readDatabase(dataDir, (db) => {
      const row = db
        .prepare(
          `SELECT votes.score AS score FROM votes JOIN players ON players.uid = votes.judge_uid
           WHERE votes.answer_id = ? AND players.alias = ?`,
        )
        .get(answerId, alias) as { score: number } | undefined;
      return row?.score ?? null;
    });
  }

  /** An answer's stored vote count and score total (hundredths). */
  function answerCounters(answer: string): { votes: number; total: number } | null {
    const answerId = answerIdOf(answer);
    return readDatabase(dataDir, (db) => {
      const row = db
        .prepare('SELECT vote_count AS votes, score_total AS total FROM answers WHERE id = ?')
        .get(answerId) as { votes: number; total: number } | undefined;
      return row ?? null;
    });
  }

  /** Whether the judge with `alias` skipped the answer ('Saltar'). */
  function skippedBy(answer: string, alias: string): boolean {
    const answerId = answerIdOf(answer);
    return readDatabase(dataDir, (db) => {
      const row = db
        .prepare(
          `SELECT 1 AS skipped FROM skipped_answers
           JOIN players ON players.uid = skipped_answers.judge_uid
           WHERE skipped_answers.answer_id = ? AND players.alias = ?`,
        )
        .get(answerId, alias) as { skipped: number } | undefined;
      return row !== undefined;
    });
  }

  return { answersStoredFor, voteStored, answerCounters, skippedBy };
}

/** What the shared game of global-setup.ts stored. */
export const { answersStoredFor, voteStored, answerCounters, skippedBy } = storedIn(
  inject('dataDir'),
);
