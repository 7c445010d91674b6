import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewPlayer } from '../db/schema';
import type { Player } from './player';

export async function findPlayer(db: Db, uid: string): Promise<Player | undefined> {
  const [row] = (await playerOf(db, { uid })).rows;
  return row && { uid: row.uid, alias: row.alias, banned: row.banned_at !== null };
}

const playerOf = compiledOnce((db, player: { uid: string }) =>
  db
    .selectFrom('players')
    .select(['uid', 'alias', 'banned_at'])
    .where('uid', '=', player.uid)
    // The anonymous owners of deleted players' placed answers are nobody's account.
    .where('deleted_at', 'is', null),
);

export async function insertPlayer(db: Db, player: NewPlayer): Promise<void> {
  await db.insertInto('players').values(player).execute();
}

/**
 * The player an operator names: by uid, or else by an alias that is the same name (`aliasKey`).
 * Deleted players' anonymous owners are nobody.
 */
export async function findPlayerNamed(
  db: Db,
  named: { uid: string; aliasKey: string },
): Promise<{ uid: string; alias: string } | undefined> {
  const byUid = await findPlayer(db, named.uid);
  if (byUid) return { uid: byUid.uid, alias: byUid.alias };
  return db
    .selectFrom('players')
    .select(['uid', 'alias'])
    .where('alias_key', '=', named.aliasKey)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
