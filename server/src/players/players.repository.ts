import type { Db } from '../db/database';
import type { NewPlayer, PlayerRow } from '../db/schema';

export async function findPlayer(db: Db, uid: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('players').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function insertPlayer(db: Db, player: NewPlayer): Promise<void> {
  await db.insertInto('players').values(player).execute();
}
