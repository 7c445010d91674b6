import { sql } from 'kysely';
import type { Db } from './database';

/** The health check answers within this time even when the database does not. */
const HEALTH_TIMEOUT_MS = 3_000;

/** Whether the database answers a trivial query in time; the reason when it does not. */
export async function databaseAnswers(
  db: Db,
): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${HEALTH_TIMEOUT_MS} ms`)),
      HEALTH_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}
