import type { Db } from '../db/database';
import type { NewPlayer } from '../db/schema';
import type { Player } from './player';

export async function findPlayer(db: Db, uid: string): Promise<Player | undefined> {
  return db
    .selectFrom('players')
    .select(['uid', 'alias'])
    .where('uid', '=', uid)
    .executeTakeFirst();
}

export async function insertPlayer(db: Db, player: NewPlayer): Promise<void> {
  await db.insertInto('players').values(player).execute();
}
