import { copyFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { Kysely, SqliteDialect } from 'kysely';
import { hideFromCrowd, moveToRegion } from '../../src/crowd/counters';
import { storeRegion } from '../../src/players/region.repository';
import { openDatabase } from '../../src/db/database';
import { openedAs } from '../../src/db/dialect';
import { TABLES, type Database } from '../../src/db/schema';
import { npmRun, scriptRun } from '../support/npm-run';
import { freePort, startServer, type RunningServer } from './support/built-server';
import { call } from './support/http';
import { prepareBuiltGame } from './support/built-game';
import { checkLedger } from './support/ledger-check';
import { readEveryTable, readSqlite } from './support/stored-rows';
import { emptyLedger, startWriter, type Ledger } from './support/writer';
import { closePeriodWith } from './support/words-files';

/**
 * Data care: `npm run backup` copies the SQLite database while the server runs and writes, and
 * the copy is consistent (SQLite's integrity check, each answer's counters match its votes, every
 * write acknowledged before the backup began is in it, nothing is in it that was not written);
 * `npm run restore` refuses while the server runs, refuses a file that is not a WORDS database or
 * lacks one of its tables (restore-checks.test.ts: the schema checks), and, with the server
 * stopped, brings every table of the backup back exactly, after which the server serves it.
 */

const acknowledged = (ledger: Ledger) => ({
  players: new Set(ledger.acknowledged.players.keys()),
  answers: new Set(ledger.acknowledged.answers.keys()),
  votes: new Set(ledger.acknowledged.votes.keys()),
});

/** A period closed long ago, with one placed answer: the rankings' tables hold rows too. */
function addClosedPeriod(file: string): void {
  const db = new SQLite(file, { timeout: 5_000 });
  try {
    closePeriodWith(db, db.prepare('SELECT id FROM answers LIMIT 1').pluck().get());
  } finally {
    db.close();
  }
}

/** The operators' word lists and a refused word: their tables hold rows too. */
function addWordLists(file: string): void {
  const db = new SQLite(file, { timeout: 5_000 });
  try {
    const now = new Date().toISOString();
    db.prepare('INSERT INTO allowed_words (word, like_word, created_at) VALUES (?, ?, ?)').run(
      'chulapi',
      'taxi',
      now,
    );
    db.prepare('INSERT INTO blocked_words (word, created_at) VALUES (?, ?)').run('pepino', now);
    db.prepare('INSERT INTO refused_words (day, word, tries) VALUES (?, ?, ?)').run(
      now.slice(0, 10),
      'xyzzyq',
      2,
    );
  } finally {
    db.close();
  }
}

/** The database file through Kysely, as the app's own functions take it. */
function kyselyOn(file: string): Kysely<Database> {
  return openedAs(
    new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(file, { timeout: 5_000 }) }),
    }),
    'sqlite',
  );
}

/**
 * A report, an answer hidden (out of its day's crowd, as the game hides one) and held, an
 * operator's action, a judge's skip and a place in a week: the moderation, judging and ranking
 * tables hold rows too.
 */
async function addModeration(file: string): Promise<void> {
  const db = kyselyOn(file);
  try {
    // Read before the transaction: a transaction that reads and then writes while the server
    // writes is refused at once ("database is locked", SQLite cannot move its snapshot on); one
    // that only writes waits its turn.
    const answer = await db.selectFrom('answers').select('id').limit(1).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      await trx
        .insertInto('reports')
        .values({ answer_id: answer.id, judge_uid: 'juez', reason: 'other', created_at: at })
        .execute();
      await trx
        .insertInto('hidden_answers')
        .values({ answer_id: answer.id, reason: 'operator', hidden_at: at })
        .execute();
      await hideFromCrowd(trx, [answer.id]);
      await trx
        .insertInto('skipped_answers')
        .values({ answer_id: answer.id, judge_uid: 'juez', skipped_at: at })
        .execute();
      await trx.insertInto('held_answers').values({ answer_id: answer.id, held_at: at }).execute();
      await trx
        .insertInto('period_places')
        .values({ period_start: '2026-11-16', answer_id: answer.id, place: 1 })
        .execute();
      await trx
        .insertInto('moderation_actions')
        .values({
          id: 'action-1',
          acted_at: at,
          operator: 'marta',
          action: 'hide',
          target: answer.id,
          detail: '',
        })
        .execute();
    });
  } finally {
    await db.destroy();
  }
}

/**
 * A player who says their Spanish is from Mexico, as '¿De dónde es tu español?' stores it: the
 * crowd by region's tables hold rows too (the player has an answer still shown).
 */
async function addRegion(file: string): Promise<void> {
  const db = kyselyOn(file);
  try {
    // Read first, as in addModeration; the transaction writes before it reads.
    const { player_uid: uid } = await db
      .selectFrom('answers as a')
      .select('a.player_uid')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('hidden_answers as h')
              .select('h.answer_id')
              .whereRef('h.answer_id', '=', 'a.id'),
          ),
        ),
      )
      .limit(1)
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      await storeRegion(trx, uid, 'MX');
      await moveToRegion(trx, uid, null, 'MX');
    });
  } finally {
    await db.destroy();
  }
}

/**
 * A peña with a member, its judging and its closed week, a duel with a round, a «¡Cuenta!», a «Te
 * toca» and the crowd's count of its word, and a player's reminder with a device: those tables
 * hold rows too.
 */
async function addGroupsAndReminders(file: string): Promise<void> {
  const db = kyselyOn(file);
  try {
    // Read first, as in addModeration.
    const { uid } = await db.selectFrom('players').select('uid').limit(1).executeTakeFirstOrThrow();
    const answer = await db.selectFrom('answers').select('id').limit(1).executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      const at = new Date().toISOString();
      await trx
        .insertInto('groups')
        .values({
          id: 'pena-1',
          name: 'Los del barrio',
          invite_code: 'c'.repeat(22),
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('group_members')
        .values({ group_id: 'pena-1', player_uid: uid, id: 'member-1', seat: 1, joined_at: at })
        .execute();
      await trx
        .insertInto('pena_votes')
        .values({
          group_id: 'pena-1',
          answer_id: answer.id,
          judge_uid: uid,
          score: 800,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('pena_closed_periods')
        .values({
          group_id: 'pena-1',
          period_start: '2026-11-16',
          closed_at: at,
          prior_mean: 800,
          prior_weight: 2,
          min_votes: 2,
        })
        .execute();
      await trx
        .insertInto('pena_ranked_answers')
        .values({
          group_id: 'pena-1',
          period_start: '2026-11-16',
          answer_id: answer.id,
          place: 1,
          vote_count: 1,
          score_total: 800,
          rank_score: null,
        })
        .execute();
      await trx
        .insertInto('duels')
        .values({
          id: 'duel-1',
          day: at.slice(0, 10),
          invite_code: 'd'.repeat(22),
          challenger_uid: uid,
          friend_uid: null,
          abandoned_at: null,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('duel_rounds')
        .values({ duel_id: 'duel-1', round: 2, seat: 1, word: 'sal', created_at: at })
        .execute();
      await trx
        .insertInto('duel_counts')
        .values({ duel_id: 'duel-1', round: 2, seat: 1, created_at: at })
        .execute();
      await trx
        .insertInto('crowd_joins')
        .values({ word_a: 'mar', word_b: 'sal', word: 'agua', sort_key: 'agua', players: 1 })
        .execute();
      await trx
        .insertInto('crowd_join_players')
        .values({ word_a: 'mar', word_b: 'sal', word: 'agua', player_uid: uid })
        .execute();
      await trx
        .insertInto('duel_nudges')
        .values({ duel_id: 'duel-1', seat: 1, day: at.slice(0, 10), created_at: at })
        .execute();
      await trx
        .insertInto('reminders')
        .values({
          player_uid: uid,
          enabled: 1,
          hour: 20,
          timezone: 'Europe/Madrid',
          next_at: at,
          sent_on: null,
          calendar_token_hash: null,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto('push_subscriptions')
        .values({
          endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
          player_uid: uid,
          p256dh: 'key',
          auth: 'auth',
          created_at: at,
        })
        .execute();
    });
  } finally {
    await db.destroy();
  }
}

describe('npm run backup and npm run restore', () => {
  const built = prepareBuiltGame();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-backup-'));
  const live = path.join(dataDir, 'words.sqlite');
  const operator = { DATA_DIR: dataDir };

  it('copies a running, writing server consistently, and brings the copy back', async ({
    annotate,
  }) => {
    const port = await freePort();
    const env = {
      ...built.jwks.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '0',
    };
    let server: RunningServer = await startServer(built.bundle.file, port, env);
    const ledger = emptyLedger();
    const writer = startWriter(() => server.url, built.jwks, ledger, {
      concurrency: 6,
      prefix: 'b-',
      maxPlayers: 2_000,
    });
    const backupFile = path.join(dataDir, 'elsewhere', 'while-writing.sqlite');
    let before: ReturnType<typeof acknowledged>;
    let backup: Awaited<ReturnType<typeof scriptRun>>;
    let refusedWhileRunning: Awaited<ReturnType<typeof scriptRun>>;
    try {
      // Some of everything written first (bounded: 30 s), then the backup while writes go on.
      const deadline = Date.now() + 30_000;
      while (ledger.acknowledged.votes.size < 20 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      addClosedPeriod(live);
      addWordLists(live);
      await addModeration(live);
      await addGroupsAndReminders(live);
      await addRegion(live);
      before = acknowledged(ledger);
      backup = await npmRun('backup', [backupFile], operator);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      refusedWhileRunning = await scriptRun('restore', [backupFile], operator);
    } finally {
      await writer.stop();
    }
    // One more player after the backup: the restore must take them away again.
    await call(`${server.url}/api/user/register`, 'POST', {
      token: await built.jwks.tokenFor('after-backup'),
      body: { alias: 'Jugador Tardío', timezone: 'Europe/Madrid', notifications: false },
    });
    await server.stop('SIGTERM');

    expect(before.votes.size).toBeGreaterThanOrEqual(20);
    expect(backup.code, backup.output).toBe(0);
    const copy = readSqlite(backupFile);
    expect(copy.integrity).toEqual(['ok']);
    // Every table of the schema is in it, none of them empty, and the message counts each.
    const copyRows = readEveryTable(backupFile);
    const count = (table: keyof typeof copyRows) => `${copyRows[table].length} ${table}`;
    expect(backup.output).toBe(
      `Backed up ${live} to ${backupFile}: ${TABLES.map((table) => count(table)).join(', ')}.\n`,
    );
    for (const rows of Object.values(copyRows)) expect(rows.length).toBeGreaterThan(0);
    expect(readdirSync(path.dirname(backupFile))).toEqual(['while-writing.sqlite']);
    // Consistent: nothing in it that was not written, counters match votes ...
    const { problems } = checkLedger(ledger, copy);
    // (Writes acknowledged after it began may be missing from it: that is what a copy of a moment is.)
    expect(
      problems.filter((p) => p.includes('never acknowledged') || p.includes('counters')),
    ).toEqual([]);
    // ... and everything acknowledged before it began is in it.
    const inCopy = {
      players: new Set(copy.players.map((p) => p.uid)),
      answers: new Set(copy.answers.map((a) => a.player_uid)),
      votes: new Set(copy.votes.map((v) => `${v.answer_id}|${v.judge_uid}`)),
    };
    for (const kind of ['players', 'answers', 'votes'] as const) {
      expect([...before[kind]].filter((key) => !inCopy[kind].has(key))).toEqual([]);
    }
    const atEnd = readSqlite(live);
    const atEndRows = readEveryTable(live);
    expect(atEnd.players.length).toBeGreaterThan(copy.players.length);

    expect(refusedWhileRunning.code).not.toBe(0);
    expect(refusedWhileRunning.output).toContain('is in use: stop the server, then restore.');

    // Not a database: refused, and the live database is left alone.
    const junk = path.join(dataDir, 'junk.sqlite');
    writeFileSync(junk, 'this is not a database');
    const refusedJunk = await scriptRun('restore', [junk], operator);
    expect(refusedJunk.code).not.toBe(0);
    expect(refusedJunk.output).toContain('is not a WORDS database');
    // Nor a backup that lacks a table of the schema, even one the game fills only when a period closes.
    const incomplete = path.join(dataDir, 'incomplete.sqlite');
    copyFileSync(backupFile, incomplete);
    const damage = new SQLite(incomplete);
    damage.exec('DROP TABLE ranked_answers');
    damage.close();
    const refusedIncomplete = await scriptRun('restore', [incomplete], operator);
    expect(refusedIncomplete.code).not.toBe(0);
    expect(refusedIncomplete.output).toBe(
      `${incomplete} is not a WORDS database: it has no table ranked_answers.\n`,
    );
    expect(readEveryTable(live)).toEqual(atEndRows);

    const restore = await scriptRun('restore', [backupFile], operator);
    expect(restore.code, restore.output).toBe(0);
    const restored = readSqlite(live);
    expect(restored.integrity).toEqual(['ok']);
    expect(readEveryTable(live)).toEqual(copyRows);
    // What it replaced was kept.
    const kept = readdirSync(path.join(dataDir, 'backups')).filter((f) =>
      f.startsWith('before-restore-'),
    );
    expect(kept).toHaveLength(1);
    expect(readEveryTable(path.join(dataDir, 'backups', kept[0] as string))).toEqual(atEndRows);

    // The server starts on the restored database and knows exactly its players.
    server = await startServer(built.bundle.file, port, env);
    try {
      const login = async (uid: string) =>
        (
          await call(`${server.url}/api/user/login`, 'POST', {
            token: await built.jwks.tokenFor(uid),
          })
        ).body;
      const somebody = copy.players[0]?.uid as string;
      expect(await login(somebody)).toEqual({ registered: true });
      expect(await login('after-backup')).toEqual({ registered: false });
    } finally {
      await server.stop('SIGTERM');
    }

    await annotate(
      JSON.stringify({
        acknowledgedBeforeBackup: Object.fromEntries(
          Object.entries(before).map(([k, v]) => [k, v.size]),
        ),
        inBackup: {
          players: copy.players.length,
          answers: copy.answers.length,
          votes: copy.votes.length,
        },
        atEnd: {
          players: atEnd.players.length,
          answers: atEnd.answers.length,
          votes: atEnd.votes.length,
        },
        restored: {
          players: restored.players.length,
          answers: restored.answers.length,
          votes: restored.votes.length,
        },
      }),
    );
  }, 120_000);
});

// Issue 59, point 7: `npm run backup -- --help` wrote a backup file named "--help".
describe('npm run backup and npm run restore with --help', () => {
  it('print their usage and touch no file, a database present', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'words-backup-help-'));
    const database = await openDatabase({
      url: null,
      sqliteFile: path.join(dataDir, 'words.sqlite'),
    });
    await database.close();
    const stored = readdirSync(dataDir).sort();
    const root = path.resolve(import.meta.dirname, '../../..');
    for (const script of ['backup', 'restore']) {
      for (const help of ['--help', '-h']) {
        const run = await scriptRun(script, [help], { DATA_DIR: dataDir });
        expect({ script, help, code: run.code }).toEqual({ script, help, code: 0 });
        expect(run.output).toContain(`Usage: npm run ${script}`);
        expect(existsSync(path.join(root, help))).toBe(false);
      }
    }
    expect(await scriptRun('backup', ['--force'], { DATA_DIR: dataDir })).toEqual({
      code: 2,
      output: 'Error: backup does not take --force\n',
    });
    expect(readdirSync(dataDir).sort()).toEqual(stored);
  });
});
