import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import webpush from 'web-push';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { stamp } from '../../src/db/sqlite-backup';
import { npmRun, scriptRun } from '../support/npm-run';
import { readEveryTable } from './support/stored-rows';
import { currentFile, firstVersionFile } from './support/words-files';

/**
 * What `npm run restore` takes: a file the server's own migrations lead to the schema of this
 * version. A file without the migration table, one made by a newer version, and one whose tables
 * have other columns are refused, and the database in DATA_DIR is left as it was; a backup of this
 * version is restored, and so is an older one, which the server migrates when it starts. So are
 * (issue 26) a file with a trigger, view, table or index the migrations did not make, rows whose
 * references are broken, and counts that differ from a recount of the rows; and the database a
 * restore replaces is kept under a name no earlier copy has.
 */

const ISSUE_TABLES = ['players', 'daily_words', 'answers', 'votes'];

describe('npm run restore checks the schema first', () => {
  const files = mkdtempSync(path.join(tmpdir(), 'words-restore-files-'));
  const current = path.join(files, 'current.sqlite');
  let dataDir: string;
  let live: string;
  let liveRows: ReturnType<typeof readEveryTable>;

  /** A copy of the current backup, changed by `change` with foreign keys off. */
  function changed(name: string, change: (db: SQLite.Database) => void): string {
    const file = path.join(files, name);
    copyFileSync(current, file);
    const db = new SQLite(file);
    db.pragma('foreign_keys = OFF');
    change(db);
    db.close();
    return file;
  }

  async function refused(file: string): Promise<string> {
    const restore = await scriptRun('restore', [file], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).not.toBe(0);
    expect(readEveryTable(live)).toEqual(liveRows);
    expect(existsSync(path.join(dataDir, 'backups'))).toBe(false);
    return restore.output;
  }

  beforeAll(() => currentFile(current, 'respaldo'));

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'words-restore-'));
    live = path.join(dataDir, 'words.sqlite');
    await currentFile(live, 'en-vivo');
    liveRows = readEveryTable(live);
  });

  it('refuses tables with a column x, as in the issue, without the migration table', async () => {
    const file = path.join(files, 'issue.sqlite');
    const db = new SQLite(file);
    for (const table of ISSUE_TABLES) db.exec(`CREATE TABLE ${table} (x)`);
    db.close();
    expect(await refused(file)).toBe(
      `${file} is not a WORDS database: it has no kysely_migration table, the record of its migrations.\n`,
    );
  });

  it('refuses a file whose migration table records no migration', async () => {
    const file = path.join(files, 'unmigrated.sqlite');
    const db = new SQLite(file);
    db.exec(
      'CREATE TABLE kysely_migration (name varchar(255) PRIMARY KEY, timestamp varchar(255))',
    );
    db.close();
    expect(await refused(file)).toBe(
      `${file} is not a WORDS database: its kysely_migration table records no migration.\n`,
    );
  });

  it('refuses tables with a column x among the right migrations, naming the table', async () => {
    const file = changed('columns.sqlite', (db) => {
      for (const table of ISSUE_TABLES) db.exec(`DROP TABLE ${table}; CREATE TABLE ${table} (x)`);
    });
    expect(await refused(file)).toMatch(
      `${file} is not a WORDS database: table players has the columns (x), not (uid text primary key, alias text not null, `,
    );
  });

  it('refuses a table whose columns have the right names but lost their key', async () => {
    const file = changed('keyless.sqlite', (db) => {
      db.exec(`CREATE TABLE votes_copy AS SELECT * FROM votes; DROP TABLE votes;
               ALTER TABLE votes_copy RENAME TO votes`);
    });
    expect(await refused(file)).toMatch(
      `${file} is not a WORDS database: table votes has the columns (answer_id text, judge_uid text, score int, created_at text), not (answer_id text not null primary key, judge_uid text not null primary key, `,
    );
  });

  it('refuses a backup made by a newer version', async () => {
    const file = changed('newer.sqlite', (db) => {
      db.exec(
        `INSERT INTO kysely_migration (name, timestamp) VALUES ('2999-01-01T00-future', '2999-01-01T00:00:00.000Z')`,
      );
    });
    expect(await refused(file)).toBe(
      `${file} was made by a newer version of WORDS: this one does not have its migration 2999-01-01T00-future. Restore it with that version.\n`,
    );
  });

  const cannotRestore = (file: string, ...problems: string[]) =>
    `${file} cannot be restored: the game would not run right on it.\n${problems.map((p) => `- ${p}\n`).join('')}`;

  it('refuses a trigger the migrations did not make, which would run in the live game', async () => {
    const file = changed('trigger.sqlite', (db) => {
      db.exec(`CREATE TRIGGER inflate AFTER INSERT ON votes BEGIN
                 UPDATE answers SET score_total = score_total + 100000 WHERE id = NEW.answer_id;
               END`);
    });
    expect(await refused(file)).toBe(
      cannotRestore(file, 'trigger inflate: not made by the migrations'),
    );
  });

  it('refuses a view, a table or an index of its own, and an index of the migrations changed or missing', async () => {
    const file = changed('objects.sqlite', (db) => {
      db.exec(`CREATE VIEW everyone AS SELECT * FROM players;
               CREATE TABLE notes (x);
               CREATE INDEX answers_by_text ON answers (answer);
               DROP INDEX crowd_answers_most_common;
               CREATE INDEX crowd_answers_most_common ON crowd_answers (answer);
               DROP INDEX reports_by_judge`);
    });
    expect(await refused(file)).toBe(
      cannotRestore(
        file,
        'view everyone: not made by the migrations',
        'table notes: not made by the migrations',
        'index answers_by_text: not made by the migrations',
        'index crowd_answers_most_common: not as the migrations make it',
        'index reports_by_judge: missing, though the migrations make it',
      ),
    );
  });

  it('refuses rows that refer to rows that are not there, naming their tables', async () => {
    const file = changed('orphans.sqlite', (db) => {
      db.exec(`DELETE FROM players WHERE uid = 'respaldo-juez';
               INSERT INTO votes (answer_id, judge_uid, score, created_at)
                 VALUES ('nadie-respuesta', 'respaldo', 100, '2020-01-07T10:00:00.000Z'),
                        ('nada-respuesta', 'respaldo', 100, '2020-01-07T10:00:00.000Z')`);
    });
    expect(await refused(file)).toBe(
      cannotRestore(
        file,
        '1 row of votes refers to players that are not there',
        '2 rows of votes refer to answers that are not there',
      ),
    );
  });

  it('refuses counts that differ from a recount of the rows: the crowd and the votes', async () => {
    const file = changed('counts.sqlite', (db) => {
      db.exec(`UPDATE crowd_days SET players = 500;
               UPDATE crowd_answers SET players = 16;
               INSERT INTO crowd_answers (day, answer, sort_key, players)
                 VALUES ('2020-01-07', 'espuma', 'espuma', 9);
               INSERT INTO daily_words (day, word, source, created_at)
                 VALUES ('2099-01-01', 'invierno', 'pool', '2099-01-01T00:00:00.000Z');
               INSERT INTO answers (id, player_uid, day, word, answer, period_start, created_at, vote_count, score_total, pick_key)
                 SELECT 'abierta', uid, '2099-01-01', 'invierno', 'nieve', '2098-12-29', created_at, 1, 100100, 3
                 FROM players WHERE uid = 'respaldo';
               INSERT INTO crowd_days VALUES ('2099-01-01', 1);
               INSERT INTO crowd_answers VALUES ('2099-01-01', 'nieve', 'nieve', 1)`);
    });
    expect(await refused(file)).toBe(
      cannotRestore(
        file,
        'answer abierta stores 1 votes adding up to 100100; its votes that count are 0, adding up to 0',
        'the crowd of 2020-01-07 stores 500 players; that day has 1 answers',
        'the crowd of 2020-01-07 stores 9 players who answered "espuma"; the answers shown say 0',
        'the crowd of 2020-01-07 stores 16 players who answered "playa"; the answers shown say 1',
      ),
    );
  });

  // Issue 46, point 10: after such a restore every page got "vapidPublicKey":"x" and no device
  // could subscribe.
  it('refuses VAPID keys that are not a P-256 pair: corrupt, or halves of two pairs', async () => {
    const one = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    for (const [name, keys] of [
      ['vapid-corrupt.sqlite', { publicKey: 'x', privateKey: one.privateKey }],
      ['vapid-mixed.sqlite', { publicKey: one.publicKey, privateKey: other.privateKey }],
      ['vapid-not-json.sqlite', 'x'],
    ] as const) {
      const file = changed(name, (db) => {
        db.prepare(
          `INSERT OR REPLACE INTO server_keys (name, value, created_at)
           VALUES ('vapid', ?, '2020-01-07T10:00:00.000Z')`,
        ).run(typeof keys === 'string' ? keys : JSON.stringify(keys));
      });
      expect(await refused(file)).toBe(
        cannotRestore(
          file,
          'the VAPID keys in server_keys are not a P-256 key pair: no device could subscribe',
        ),
      );
    }
  });

  // Issue 59, point 5: a key of 'short' signed tickets that anyone could forge, and restored
  // without a word.
  it('refuses serving keys the game cannot sign or check tickets with', async () => {
    const key = 'k'.repeat(43);
    for (const [name, rows, problem] of [
      [
        'serving-short.sqlite',
        { serving: 'short' },
        'the serving key in server_keys is not base64url of 32 bytes or more: serving tickets could be forged',
      ],
      [
        'serving-not-base64url.sqlite',
        { serving: `${key}+/` },
        'the serving key in server_keys is not base64url of 32 bytes or more: serving tickets could be forged',
      ],
      [
        'serving-previous-not-json.sqlite',
        { serving: key, 'serving-previous': 'x' },
        'the previous serving key in server_keys is not a serving key and a time: tickets could not be checked',
      ],
      [
        'serving-previous-short.sqlite',
        {
          serving: key,
          'serving-previous': JSON.stringify({ key: 'short', until: '2020-01-07T10:00:00.000Z' }),
        },
        'the previous serving key in server_keys is not a serving key and a time: tickets could not be checked',
      ],
      [
        'serving-previous-no-time.sqlite',
        { serving: key, 'serving-previous': JSON.stringify({ key, until: 'x' }) },
        'the previous serving key in server_keys is not a serving key and a time: tickets could not be checked',
      ],
    ] as const) {
      const file = changed(name, (db) => {
        for (const [keyName, value] of Object.entries(rows)) {
          db.prepare(
            `INSERT OR REPLACE INTO server_keys (name, value, created_at)
             VALUES (?, ?, '2020-01-07T10:00:00.000Z')`,
          ).run(keyName, value);
        }
      });
      expect(await refused(file)).toBe(cannotRestore(file, problem));
    }
  });

  it('restores a backup of this version exactly, keeping the database it replaces', async () => {
    const restore = await npmRun('restore', [current], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(readEveryTable(live)).toEqual(readEveryTable(current));
    const kept = readdirSync(path.join(dataDir, 'backups'));
    expect(kept).toHaveLength(1);
    expect(readEveryTable(path.join(dataDir, 'backups', kept[0] as string))).toEqual(liveRows);
  });

  it('never overwrites a copy it kept before, even one of the same second', async () => {
    // Copies kept by restores of this second and the next minutes, as a second restore in the
    // same second finds the first one's.
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups);
    const earlier = new Map<string, string>();
    for (let second = 0; second < 180; second++) {
      const name = `before-restore-${stamp(new Date(Date.now() + second * 1_000))}.sqlite`;
      earlier.set(name, `kept by an earlier restore: ${name}`);
      writeFileSync(path.join(backups, name), earlier.get(name) as string);
    }
    const restore = await scriptRun('restore', [current], {
      DATA_DIR: dataDir,
      RESTORE_COPIES_KEPT: '1000',
    });
    expect(restore.code, restore.output).toBe(0);
    for (const [name, content] of earlier) {
      expect(readFileSync(path.join(backups, name), 'utf8')).toBe(content);
    }
    const kept = readdirSync(backups).filter((name) => !earlier.has(name));
    expect(kept).toHaveLength(1);
    expect(restore.output).toContain(
      `Kept the database it replaces in ${path.join(backups, kept[0] as string)}.`,
    );
    expect(readEveryTable(path.join(backups, kept[0] as string))).toEqual(liveRows);
  });

  it('keeps only the last RESTORE_COPIES_KEPT copies, removing older ones', async () => {
    const backups = path.join(dataDir, 'backups');
    mkdirSync(backups);
    const older = ['2026-01-01T00-00-00Z', '2026-01-02T00-00-00Z', '2026-01-02T00-00-00Z-2'].map(
      (time) => `before-restore-${time}.sqlite`,
    );
    for (const name of older) writeFileSync(path.join(backups, name), name);
    writeFileSync(path.join(backups, 'words-2026-01-01T00-00-00Z.sqlite'), 'a backup of its own');
    const restore = await scriptRun('restore', [current], {
      DATA_DIR: dataDir,
      RESTORE_COPIES_KEPT: '2',
    });
    expect(restore.code, restore.output).toBe(0);
    const left = readdirSync(backups).sort();
    expect(left).toHaveLength(3);
    expect(left.slice(0, 1)).toEqual(['before-restore-2026-01-02T00-00-00Z-2.sqlite']);
    expect(left).toContain('words-2026-01-01T00-00-00Z.sqlite');
    expect(restore.output).toContain(
      `Removed 2 older copies of replaced databases (RESTORE_COPIES_KEPT=2): ${path.join(backups, older[0] as string)}, ${path.join(backups, older[1] as string)}.`,
    );
  });

  it('keeps each database it replaces when restores follow one another', async () => {
    const older = path.join(files, 'second.sqlite');
    await firstVersionFile(older, 'segundo');
    for (const file of [current, older]) {
      const restore = await scriptRun('restore', [file], { DATA_DIR: dataDir });
      expect(restore.code, restore.output).toBe(0);
    }
    const backups = path.join(dataDir, 'backups');
    const kept = readdirSync(backups).map((name) => readEveryTable(path.join(backups, name)));
    expect(kept).toHaveLength(2);
    expect(kept).toContainEqual(liveRows);
    expect(kept).toContainEqual(readEveryTable(current));
  });

  it('restores an older backup, which the server then migrates', async () => {
    const older = path.join(files, 'older.sqlite');
    await firstVersionFile(older, 'antiguo');
    const restore = await scriptRun('restore', [older], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(': 2 players, 1 daily_words, 1 answers, 1 votes.\n');

    const opened = await openDatabase({ url: null, sqliteFile: live });
    await opened.close();
    const rows = readEveryTable(live);
    expect(rows.players.map((row) => JSON.parse(row).uid)).toEqual(['antiguo', 'antiguo-juez']);
    expect(rows.votes).toHaveLength(1);
    expect(rows.closed_periods).toEqual([]);
  });
});
