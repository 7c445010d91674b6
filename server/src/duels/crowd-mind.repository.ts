import type { Day } from '@words/contract/day';
import type { Db } from '../db/database';
import type { DuelRow } from './duels.repository';

/** The player's duel of `day` against the crowd, if they have one. */
export async function crowdDuelOn(db: Db, uid: string, day: Day): Promise<DuelRow | undefined> {
  return db
    .selectFrom('duels')
    .selectAll()
    .where('challenger_uid', '=', uid)
    .where('day', '=', day)
    .where('against', '=', 'crowd')
    .executeTakeFirst();
}
