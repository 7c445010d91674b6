import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

/** Reads the game's SQLite file directly, to check what was stored and what was not. */
export function answersStoredFor(answer: string): number {
  const db = new Database(path.join(inject('dataDir'), 'words.sqlite'), { readonly: true });
  try {
    const row = db.prepare('SELECT count(*) AS n FROM answers WHERE answer = ?').get(answer) as {
      n: number;
    };
    return row.n;
  } finally {
    db.close();
  }
}
