import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../src/db/database';

/**
 * A table of a PostgreSQL test schema locked by a session of the test's own: the app's
 * transaction that writes it stops there, until `release`. It puts a race in a chosen order:
 * another call runs while the stopped transaction is half done, as it would by chance.
 */
export interface HeldTable {
  /** The session of the app's transaction that waits on the table, once it does. */
  stopped(): Promise<number>;
  /**
   * Waits until `call` has answered, or waits on a lock of the session `pid` (it cannot go on
   * until that transaction ends).
   */
  answeredOrWaitingOn(pid: number, call: Promise<unknown>): Promise<void>;
  release(): Promise<void>;
}

const POLL_MS = 5;
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

export async function holdTable(db: Db, table: string): Promise<HeldTable> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  const session = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await session.connect();
  await session.query(`BEGIN; LOCK TABLE ${schema}.${table} IN EXCLUSIVE MODE`);
  const self = Number((await session.query('select pg_backend_pid() as pid')).rows[0].pid);
  /** The sessions waiting on a lock that `pid` holds. */
  const waitingOn = async (pid: number): Promise<number[]> =>
    (
      await session.query<{ pid: number }>(
        'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [pid],
      )
    ).rows.map((row) => Number(row.pid));

  return {
    async stopped() {
      for (;;) {
        const [pid] = await waitingOn(self);
        if (pid !== undefined) return pid;
        await pause();
      }
    },
    async answeredOrWaitingOn(pid, call) {
      let answered = false;
      const done = () => {
        answered = true;
      };
      call.then(done, done);
      while (!answered && (await waitingOn(pid)).length === 0) await pause();
    },
    async release() {
      await session.query('COMMIT');
      await session.end();
    },
  };
}
