import { isTransientConflict, type Db } from './database';

/** Writes one batch inside `trx` and gives each item its result, in the items' order. */
export type BatchWrite<Item, Result> = (trx: Db, items: Item[]) => Promise<Result[]>;

/**
 * How a batch is written:
 * - 'durable': in a transaction whose commit waits for the disk: what a 201 promises (answers,
 *   votes);
 * - 'statement': `write` runs a single statement, atomic by itself: no transaction around it,
 *   one round trip instead of three on PostgreSQL (the rate limits' counts).
 */
export type BatchCommit = 'durable' | 'statement';

const committers: Record<
  BatchCommit,
  (db: Db) => <T>(work: (trx: Db) => Promise<T>) => Promise<T>
> = {
  durable: (db) => (work) => db.transaction().execute(work),
  statement: (db) => (work) => work(db),
};

/** More than this many calls never wait for one commit. */
const MAX_BATCH = 256;
/** A lone write that lost a deadlock to another instance is tried this many times in all. */
const ATTEMPTS_AFTER_CONFLICT = 3;

/**
 * Group commit: the writes that arrive while the previous commit runs are written together in
 * one transaction, so one durable commit (one fsync of SQLite's WAL, one WAL flush of
 * PostgreSQL) serves them all instead of one each. Each caller still gets its own result only
 * once its row is committed.
 *
 * A batch that fails is rolled back as a whole and each of its items is then written alone, in
 * its own transaction, so one call's error (a broken foreign key, a deadlock with another
 * instance) never fails another call; a lone write that lost a deadlock is tried again. `write` must therefore report expected refusals (a row
 * already there) as results, not as errors.
 */
export function createGroupCommit<Item, Result>(
  db: Db,
  write: BatchWrite<Item, Result>,
  how: BatchCommit = 'durable',
): (item: Item) => Promise<Result> {
  const inBatch = committers[how](db);
  interface Waiting {
    item: Item;
    resolve(result: Result): void;
    reject(error: unknown): void;
  }
  let queue: Waiting[] = [];
  let flushing = false;

  async function commit(batch: Waiting[], attempt = 1): Promise<void> {
    try {
      const results = await inBatch((trx) =>
        write(
          trx,
          batch.map((w) => w.item),
        ),
      );
      batch.forEach((waiting, i) => waiting.resolve(results[i] as Result));
    } catch (error) {
      if (batch.length === 1) {
        if (isTransientConflict(error) && attempt < ATTEMPTS_AFTER_CONFLICT) {
          return commit(batch, attempt + 1);
        }
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch) await commit([waiting]);
    }
  }

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        await commit(batch);
      }
    } finally {
      flushing = false;
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // Wait for the calls already under way in this turn of the event loop, then commit them
      // all; while a commit runs, the next batch gathers.
      if (!flushing && queue.length === 1) setImmediate(() => void flush());
    });
}

/** One group commit per database, made on first use. */
export function groupCommitPerDatabase<Item, Result>(
  write: BatchWrite<Item, Result>,
  how: BatchCommit = 'durable',
): (db: Db, item: Item) => Promise<Result> {
  const commits = new WeakMap<Db, (item: Item) => Promise<Result>>();
  return (db, item) => {
    let commit = commits.get(db);
    if (!commit) {
      commit = createGroupCommit(db, write, how);
      commits.set(db, commit);
    }
    return commit(item);
  };
}
