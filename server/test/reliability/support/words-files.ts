import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { openedAs } from '../../../src/db/dialect';
import { migrateToLatest } from '../../../src/db/migrate';
import * as initial from '../../../src/db/migrations/2026-11-22T00-initial';

/**
 * SQLite files of WORDS for the restore tests, made by the migrations themselves: each holds
 * `uid`, a judge, a word of the day, the player's answer and the judge's vote on it.
 */

/** At the latest migration, with the crowd of the answer's day and a closed period where it placed. */
export async function currentFile(file: string, uid: string): Promise<void> {
  await migrated(file, async (db) => {
    await migrateToLatest(db);
  });
  withRows(file, uid, (db, answerId) => {
    db.exec(`INSERT INTO crowd_days (day, players) VALUES ('2020-01-07', 1);
             INSERT INTO crowd_answers (day, answer, sort_key, players)
               VALUES ('2020-01-07', 'playa', 'playa', 1)`);
    closePeriodWith(db, answerId);
  });
}

/** A period closed long ago where `answerId` placed: the rankings' tables hold rows too. */
export function closePeriodWith(db: SQLite.Database, answerId: unknown): void {
  db.prepare(
    `INSERT INTO closed_periods (period_start, period_end, rated_answers, closed_at)
     VALUES ('2020-01-06', '2020-01-13', 1, '2020-01-15T00:00:00.000Z')`,
  ).run();
  db.prepare(
    `INSERT INTO ranked_answers (answer_id, period_start, period_rank, word_rank)
     VALUES (?, '2020-01-06', 1, 1)`,
  ).run(answerId);
  // Its map of the week (decision 0076): the answer first in Mexico's list.
  db.prepare(
    `INSERT INTO region_ranked_answers (period_start, region, place, answer_id, rank_score)
     VALUES ('2020-01-06', 'MX', 1, ?, 750)`,
  ).run(answerId);
}

/** As the first version of WORDS left it: the first migration only, so no rankings' tables. */
export async function firstVersionFile(file: string, uid: string): Promise<void> {
  await migrated(file, async (db) => {
    const provider = { getMigrations: async () => ({ '2026-11-22T00-initial': initial }) };
    const { error } = await new Migrator({ db, provider }).migrateToLatest();
    if (error) throw error;
  });
  withRows(file, uid, () => {});
}

async function migrated(file: string, migrate: (db: Kysely<unknown>) => Promise<void>) {
  const db = openedAs(
    new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) }),
    'sqlite',
  );
  try {
    await migrate(db);
  } finally {
    await db.destroy();
  }
}

function withRows(
  file: string,
  uid: string,
  more: (db: SQLite.Database, answerId: string) => void,
) {
  const db = new SQLite(file);
  try {
    const at = '2020-01-07T10:00:00.000Z';
    const player = db.prepare(
      `INSERT INTO players (uid, alias, alias_key, timezone, notifications, created_at)
       VALUES (?, ?, ?, 'Europe/Madrid', 0, ?)`,
    );
    player.run(uid, `Jugador ${uid}`, `jugador ${uid}`, at);
    player.run(`${uid}-juez`, `Juez ${uid}`, `juez ${uid}`, at);
    db.prepare(
      `INSERT INTO daily_words (day, word, source, created_at) VALUES ('2020-01-07', 'verano', 'pool', ?)`,
    ).run(at);
    const answerId = `${uid}-respuesta`;
    db.prepare(
      `INSERT INTO answers (id, player_uid, day, word, answer, period_start, created_at, vote_count, score_total, pick_key)
       VALUES (?, ?, '2020-01-07', 'verano', 'playa', '2020-01-06', ?, 1, 725, 7)`,
    ).run(answerId, uid, at);
    db.prepare(
      `INSERT INTO votes (answer_id, judge_uid, score, created_at) VALUES (?, ?, 725, ?)`,
    ).run(answerId, `${uid}-juez`, at);
    more(db, answerId);
  } finally {
    db.close();
  }
}
