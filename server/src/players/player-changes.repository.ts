import type { Db } from '../db/database';

/**
 * Counts the changes to players that every instance must see (ban, unban, rename, deletion):
 * each process compares it with the value it last read and forgets today's answers it remembers.
 */
export async function bumpPlayerChanges(trx: Db): Promise<void> {
  await trx
    .updateTable('player_changes')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function readPlayerChanges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('player_changes')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
