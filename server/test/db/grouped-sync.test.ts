import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { open, type FileHandle } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { createGroupedSync } from '../../src/db/grouped-sync';
import { isDatabaseUnavailable } from '../../src/http/database-unavailable';

// While `held`, every fdatasync waits for the test to let it end: the disk, slowed at will. The
// spy is on Node's own FileHandle, which every module shares (the server's files share modules).
const walSyncs = { held: false, waiting: [] as Array<() => void>, count: 0 };

async function slowedDisk(): Promise<void> {
  const probe = await open(os.tmpdir(), 'r');
  const handles = Object.getPrototypeOf(probe) as FileHandle;
  await probe.close();
  const datasync = handles.datasync;
  vi.spyOn(handles, 'datasync').mockImplementation(async function (this: FileHandle) {
    walSyncs.count += 1;
    if (walSyncs.held) await new Promise<void>((resolve) => walSyncs.waiting.push(resolve));
    return datasync.call(this);
  });
}

/** Lets the syncs waiting now end, and gives their callers a turn. */
async function diskCatchesUp(): Promise<void> {
  for (const done of walSyncs.waiting.splice(0)) done();
  await new Promise((resolve) => setImmediate(resolve));
}

/** A promise's state without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

function manualDisk() {
  const syncs: Array<{ end: () => void; fail: (error: Error) => void }> = [];
  const grouped = createGroupedSync(
    () => new Promise<void>((end, fail) => syncs.push({ end: () => end(), fail })),
  );
  return { grouped, syncs };
}

describe('the grouped durable commit', () => {
  it('answers a commit only after a sync that began after it, one sync for those made meanwhile', async () => {
    const { grouped, syncs } = manualDisk();
    const first = grouped.afterCommit();
    const second = grouped.afterCommit();
    const third = grouped.afterCommit();
    expect(syncs).toHaveLength(1);
    syncs[0]!.end();
    expect(await settled(first)).toBe(true);
    // The second and third committed while the first sync ran: it may not have held them.
    expect(await settled(second)).toBe(false);
    expect(syncs).toHaveLength(2);
    syncs[1]!.end();
    expect([await settled(second), await settled(third)]).toEqual([true, true]);
    expect(syncs).toHaveLength(2);
  });

  it('fails every commit a failed sync held, as a disk failure, and syncs again for the next', async () => {
    const { grouped, syncs } = manualDisk();
    const held = grouped.afterCommit();
    const failed = held.catch((error: unknown) => error);
    syncs[0]!.fail(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
    const error = await failed;
    expect(error).toMatchObject({ code: 'SQLITE_IOERR_FSYNC' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    const next = grouped.afterCommit();
    expect(syncs).toHaveLength(2);
    syncs[1]!.end();
    await expect(next).resolves.toBeUndefined();
  });
});

describe('SQLite writes answered once on disk', () => {
  const folders: string[] = [];
  beforeAll(slowedDisk);
  afterAll(() => vi.restoreAllMocks());
  afterEach(() => {
    walSyncs.held = false;
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  async function opened() {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'words-grouped-sync-'));
    folders.push(folder);
    const database = await openDatabase({ url: null, sqliteFile: path.join(folder, 'words.db') });
    await sql`CREATE TABLE notes (note TEXT)`.execute(database.db);
    walSyncs.held = true;
    return database;
  }

  it('holds a write until the WAL is synced, while reads go on, and groups the writes made meanwhile', async () => {
    const { db, close } = await opened();
    const syncsBefore = walSyncs.count;
    const write = sql`INSERT INTO notes (note) VALUES ('casa')`.execute(db);
    expect(await settled(write)).toBe(false);
    expect(walSyncs.count).toBe(syncsBefore + 1);
    // The connection is free meanwhile: a read answers, and sees the committed row.
    const read = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db);
    expect(read.rows[0]?.n).toBe(1);
    const writes = [1, 2, 3].map((n) =>
      sql`INSERT INTO notes (note) VALUES (${`perro ${n}`})`.execute(db),
    );
    await diskCatchesUp();
    await write;
    expect(await settled(Promise.all(writes))).toBe(false);
    // The three writes made during the first sync share the next one.
    expect(walSyncs.count).toBe(syncsBefore + 2);
    await diskCatchesUp();
    await Promise.all(writes);
    walSyncs.held = false;
    await close();
  });

  it('waits for nothing after a call that only read, and syncs once for a whole transaction', async () => {
    const { db, close } = await opened();
    const syncsBefore = walSyncs.count;
    await sql`SELECT count(*) FROM notes`.execute(db);
    expect(walSyncs.count).toBe(syncsBefore);
    const transaction = db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (note) VALUES ('mar')`.execute(trx);
      await sql`INSERT INTO notes (note) VALUES ('océano')`.execute(trx);
    });
    expect(await settled(transaction)).toBe(false);
    await diskCatchesUp();
    await transaction;
    expect(walSyncs.count).toBe(syncsBefore + 1);
    walSyncs.held = false;
    await close();
  });
});
