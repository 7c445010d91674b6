// What `npm run restore` checks in a backup beyond inspect's (db/sqlite-backup.ts: undamaged, of
// this version or an older one, with the tables and columns of this one): that the game would run
// right on it. On a copy migrated as the server would migrate it on start:
// - nothing the migrations did not make: no trigger, view, table or index of its own (a trigger
//   would run in the live game), none of theirs missing or changed;
// - every reference whole (PRAGMA foreign_key_check): no vote on an answer that is not there;
// - every stored count equal to a recount from the rows: the answers' votes (trust/trust.repository.ts)
//   and the crowd's counters (crowd.repository.ts);
// - the VAPID keys kept, if any, a P-256 pair: pages subscribe with them (reminders/vapid-keys.ts);
// - the serving keys kept, if any, keys the game can sign tickets with (serving/serving-keys.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { miscountedCrowd } from './crowd/crowd.repository';
import { miscountedRegions } from './crowd/regions.repository';
import { openedAs } from './db/dialect';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { serverKey } from './db/server-keys';
import { copyDatabase } from './db/sqlite-backup';
import { isVapidKeyPair } from './reminders/vapid-keys';
import { CURRENT, isKeptServingKey, PREVIOUS } from './serving/serving-keys';
import { miscountedAnswers } from './trust/trust.repository';

/** Of each kind of problem, this many are named; the rest are counted. */
const NAMED = 5;

/** What is wrong with the backup in `file`, each told in a line; none when it may be restored. */
export async function problemsOf(file: string): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'words-restore-check-'));
  try {
    const copy = path.join(folder, 'copy.sqlite');
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await copyDatabase(source, copy);
    } finally {
      source.close();
    }
    const expected = await migrated(new SQLite(':memory:'), objectsOf);
    return await migrated(new SQLite(copy), async (db, kysely) => [
      ...objectProblems(objectsOf(db), expected),
      ...referenceProblems(db),
      ...(await countProblems(kysely)),
      ...(await vapidProblems(kysely)),
      ...(await servingKeyProblems(kysely)),
    ]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function migrated<T>(
  db: SQLite.Database,
  check: (db: SQLite.Database, kysely: Kysely<Database>) => T | Promise<T>,
): Promise<T> {
  const kysely = openedAs(
    new Kysely<Database>({ dialect: new SqliteDialect({ database: db }) }),
    'sqlite',
  );
  try {
    await migrateToLatest(kysely);
    return await check(db, kysely);
  } finally {
    await kysely.destroy();
  }
}

/**
 * The schema's objects by type and name, each with what makes it what it is: a trigger's or a
 * view's statement, an index's table and columns. A table's columns are inspect's to check.
 */
function objectsOf(db: SQLite.Database): Map<string, string> {
  const rows = db
    .prepare<[], { type: string; name: string; tbl_name: string; sql: string | null }>(
      `SELECT type, name, tbl_name, sql FROM sqlite_master
       WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`,
    )
    .all();
  const columns = db.prepare<[string], string>(
    'SELECT name FROM pragma_index_info(?) ORDER BY seqno',
  );
  return new Map(
    rows.map(({ type, name, tbl_name, sql }) => [
      `${type} ${name}`,
      type === 'table'
        ? ''
        : type === 'index'
          ? `${tbl_name} (${columns.pluck().all(name).join(', ')}) ${/\bwhere\b/i.test(sql ?? '') ? sql : ''}`
          : (sql ?? '').replace(/\s+/g, ' ').trim(),
    ]),
  );
}

function objectProblems(found: Map<string, string>, expected: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const [object, made] of found) {
    if (!expected.has(object)) problems.push(`${object}: not made by the migrations`);
    else if (expected.get(object) !== made) {
      problems.push(`${object}: not as the migrations make it`);
    }
  }
  for (const object of expected.keys()) {
    if (!found.has(object)) problems.push(`${object}: missing, though the migrations make it`);
  }
  return problems;
}

function referenceProblems(db: SQLite.Database): string[] {
  const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
  const counts = new Map<string, number>();
  for (const { table, parent } of broken) {
    const key = `${table} ${parent}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => {
    const [table, parent] = key.split(' ');
    return `${n} row${n > 1 ? 's' : ''} of ${table} refer${n > 1 ? '' : 's'} to ${parent} that are not there`;
  });
}

async function countProblems(db: Kysely<Database>): Promise<string[]> {
  const answers = await miscountedAnswers(db);
  const crowd = await miscountedCrowd(db);
  const regions = await miscountedRegions(db);
  return [
    ...named(
      answers,
      (a) =>
        `answer ${a.id} stores ${a.vote_count} votes adding up to ${a.score_total}; its votes that count are ${a.counted_votes}, adding up to ${a.counted_total}`,
    ),
    ...named(
      crowd.days,
      (d) => `the crowd of ${d.day} stores ${d.stored} players; that day has ${d.counted} answers`,
    ),
    ...named(
      crowd.answers,
      (a) =>
        `the crowd of ${a.day} stores ${a.stored} players who answered "${a.answer}"; the answers shown say ${a.counted}`,
    ),
    ...named(
      regions.days,
      (d) =>
        `the crowd of ${d.region} on ${d.day} stores ${d.stored} players; its answers are ${d.counted}`,
    ),
    ...named(
      regions.answers,
      (a) =>
        `the crowd of ${a.region} on ${a.day} stores ${a.stored} players who answered "${a.answer}"; the answers shown say ${a.counted}`,
    ),
  ];
}

async function vapidProblems(db: Kysely<Database>): Promise<string[]> {
  const kept = await serverKey(db, 'vapid');
  if (kept === undefined || isVapidKeyPair(kept)) return [];
  return ['the VAPID keys in server_keys are not a P-256 key pair: no device could subscribe'];
}

async function servingKeyProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const current = await serverKey(db, CURRENT);
  if (current !== undefined && !isKeptServingKey(CURRENT, current)) {
    problems.push(
      'the serving key in server_keys is not base64url of 32 bytes or more: serving tickets could be forged',
    );
  }
  const previous = await serverKey(db, PREVIOUS);
  if (previous !== undefined && !isKeptServingKey(PREVIOUS, previous)) {
    problems.push(
      'the previous serving key in server_keys is not a serving key and a time: tickets could not be checked',
    );
  }
  return problems;
}

/** The first NAMED of `items` told by `tell`, and how many more there are. */
function named<T>(items: readonly T[], tell: (item: T) => string): string[] {
  const told = items.slice(0, NAMED).map(tell);
  if (items.length > NAMED) told.push(`and ${items.length - NAMED} more like it`);
  return told;
}
