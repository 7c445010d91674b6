import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { openDatabase } from '../../src/db/database';
import { putServerKey } from '../../src/db/server-keys';
import { scriptRun } from '../support/npm-run';

/** The permission bits of a file or folder, as `ls -l` shows them in octal. */
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/**
 * Issue 46, point 11: the database and its backups were created 0644 in 0755 folders, with the
 * VAPID private key inside, readable by every local user. The data folder, the backups' folder,
 * the database (with its write-ahead log) and every backup are the server's user's only.
 */
describe('the data folder, the database and the backups', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'words-private-'));
    // What a shared machine gives a new folder: readable by all.
    chmodSync(root, 0o755);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function openAndWrite(dataDir: string) {
    const opened = await openDatabase({
      url: null,
      sqliteFile: path.join(dataDir, 'words.sqlite'),
    });
    const keys = JSON.stringify(webpush.generateVAPIDKeys());
    await putServerKey(opened.db, 'vapid', keys, new Date(0).toISOString());
    return opened;
  }

  it('are made for the server’s user only, and a database made before is closed to others', async () => {
    const dataDir = path.join(root, 'data');
    const opened = await openAndWrite(dataDir);
    try {
      expect(modeOf(dataDir)).toBe('700');
      for (const name of readdirSync(dataDir)) {
        expect([name, modeOf(path.join(dataDir, name))]).toEqual([name, '600']);
      }
    } finally {
      await opened.close();
    }

    const older = path.join(root, 'older');
    mkdirSync(older, { mode: 0o755 });
    chmodSync(older, 0o755);
    await (await openAndWrite(older)).close();
    chmodSync(path.join(older, 'words.sqlite'), 0o644);
    chmodSync(older, 0o755);
    await (await openDatabase({ url: null, sqliteFile: path.join(older, 'words.sqlite') })).close();
    expect([modeOf(older), modeOf(path.join(older, 'words.sqlite'))]).toEqual(['700', '600']);
  });

  it('makes every backup, and the copy a restore keeps, for the server’s user only', async () => {
    const dataDir = path.join(root, 'data');
    await (await openAndWrite(dataDir)).close();
    const backup = await scriptRun('backup', [], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    const outside = path.join(root, 'fuera', 'words.sqlite');
    const chosen = await scriptRun('backup', [outside], { DATA_DIR: dataDir });
    expect(chosen.code, chosen.output).toBe(0);
    const restore = await scriptRun('restore', [outside], { DATA_DIR: dataDir });
    expect(restore.code, restore.output).toBe(0);

    const backups = path.join(dataDir, 'backups');
    expect([modeOf(backups), modeOf(path.dirname(outside)), modeOf(outside)]).toEqual([
      '700',
      '700',
      '600',
    ]);
    const kept = readdirSync(backups);
    expect(kept).toHaveLength(2); // the backup and the copy the restore kept
    for (const name of kept)
      expect([name, modeOf(path.join(backups, name))]).toEqual([name, '600']);
    expect(modeOf(path.join(dataDir, 'words.sqlite'))).toBe('600');
  });
});
