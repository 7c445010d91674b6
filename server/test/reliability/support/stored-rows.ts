import SQLite from 'better-sqlite3';
import pg from 'pg';
import { TABLES, type Database } from '../../../src/db/schema';

export interface StoredRows {
  players: { uid: string; alias: string }[];
  answers: {
    id: string;
    player_uid: string;
    answer: string;
    vote_count: number;
    score_total: number;
  }[];
  votes: { answer_id: string; judge_uid: string; score: number }[];
}

const QUERIES = {
  players: 'SELECT uid, alias FROM players',
  answers: 'SELECT id, player_uid, answer, vote_count, score_total FROM answers',
  votes: 'SELECT answer_id, judge_uid, score FROM votes',
};

/** What a stopped server left in its SQLite file, and SQLite's own verdict on the file. */
export function readSqlite(
  file: string,
): StoredRows & { integrity: string[]; foreignKeys: unknown[] } {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (row) => row.integrity_check,
    );
    return {
      integrity,
      foreignKeys: db.pragma('foreign_key_check') as unknown[],
      players: db.prepare(QUERIES.players).all() as StoredRows['players'],
      answers: db.prepare(QUERIES.answers).all() as StoredRows['answers'],
      votes: db.prepare(QUERIES.votes).all() as StoredRows['votes'],
    };
  } finally {
    db.close();
  }
}

export async function readPostgres(url: string): Promise<StoredRows> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async <T>(text: string) => (await client.query(text)).rows as T[];
    return {
      players: await rows(QUERIES.players),
      answers: (await rows<StoredRows['answers'][number]>(QUERIES.answers)).map((a) => ({
        ...a,
        vote_count: Number(a.vote_count),
        score_total: Number(a.score_total),
      })),
      votes: (await rows<StoredRows['votes'][number]>(QUERIES.votes)).map((v) => ({
        ...v,
        score: Number(v.score),
      })),
    };
  } finally {
    await client.end();
  }
}

/** Every row of every table of the schema, each table's rows sorted: two files compare equal. */
export function readEveryTable(file: string): Record<keyof Database, string[]> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = (table: string) =>
      db
        .prepare(`SELECT * FROM ${table}`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort();
    return Object.fromEntries(TABLES.map((table) => [table, rows(table)])) as Record<
      keyof Database,
      string[]
    >;
  } finally {
    db.close();
  }
}
