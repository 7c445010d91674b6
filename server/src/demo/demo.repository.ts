import type { Db } from '../db/database';

/** Whether any player's uid starts with `prefix`: the demo's crowd, once seeded. */
export async function hasPlayersNamed(db: Db, prefix: string): Promise<boolean> {
  const row = await db
    .selectFrom('players')
    .select('uid')
    .where('uid', 'like', `${prefix}%`)
    .executeTakeFirst();
  return row !== undefined;
}
