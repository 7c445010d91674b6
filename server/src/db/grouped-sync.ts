import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * SQLite's setting for its own syncs (decision 0075): in WAL mode NORMAL writes a commit to the
 * WAL without waiting for the disk, and stays consistent after a power cut; `createGroupedSync`
 * then makes every commit durable before its call is answered.
 */
export const SQLITE_SYNCHRONOUS = 'NORMAL';

/** SQLite's own name for a failed sync: it answers 503 and marks the disk as failing (health.ts). */
const FAILED_SYNC = 'SQLITE_IOERR_FSYNC';

/**
 * The durable commit, grouped: one fdatasync of the WAL for every commit made while the one before
 * it ran. A commit is durable once a sync that began after it has ended, so `afterCommit` starts
 * one now, or joins the one that starts when the running one ends. The sync runs on libuv's
 * threads: the event loop serves other calls while the disk works, where synchronous=FULL held it
 * for the whole sync of every commit.
 */
export function createGroupedSync(datasync: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  function start(): Promise<void> {
    const sync: Promise<void> = datasync()
      .catch((error: unknown) => {
        throw Object.assign(new Error('the disk did not keep the last commits', { cause: error }), {
          code: FAILED_SYNC,
        });
      })
      .finally(() => {
        if (running === sync) running = null;
      });
    running = sync;
    return sync;
  }

  return {
    /** Decided at once, so call it right after the commit: resolves once the commit is on disk. */
    afterCommit(): Promise<void> {
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}

export type GroupedSync = ReturnType<typeof createGroupedSync>;

/**
 * The WAL file's fdatasync, its handle opened once (the WAL lives as long as the connection); the
 * first also syncs the folder, which holds the WAL's name (what SQLite does at its first sync).
 */
export function walDatasync(databaseFile: string) {
  let handle: Promise<FileHandle> | null = null;
  return {
    datasync: async () => {
      const first = !handle;
      handle ??= open(`${databaseFile}-wal`, 'r').catch((error: unknown) => {
        handle = null;
        throw error;
      });
      await (await handle).datasync();
      if (first) await syncFolder(path.dirname(databaseFile));
    },
    close: async () => {
      if (handle) await (await handle).close();
      handle = null;
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
