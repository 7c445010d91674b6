import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { isShown } from '../trust/conditions.repository';
import type { RegionPlacement } from './rank-regions';

/** Stores each region's best answers of a period (decision 0076), in the closing's transaction. */
export async function insertRegionPlacements(
  trx: Db,
  periodStart: string,
  placements: readonly RegionPlacement[],
): Promise<void> {
  for (let i = 0; i < placements.length; i += 500) {
    await trx
      .insertInto('region_ranked_answers')
      .values(
        placements.slice(i, i + 500).map((p) => ({
          period_start: periodStart,
          region: p.region,
          place: p.place,
          answer_id: p.answerId,
          rank_score: p.rankScore,
        })),
      )
      .execute();
  }
}

/**
 * Every region's best answers of a closed period as stored, region by region, best first, with
 * what the public ranking shows of them; an answer hidden since leaves its list, as it leaves the
 * public ranking, and a deleted player's stays, owned by nobody (decision 0025).
 */
const regionPlaced = compiledOnce((db, of: { periodStart: string }) =>
  db
    .selectFrom('region_ranked_answers as r')
    .innerJoin('answers as a', 'a.id', 'r.answer_id')
    .innerJoin('players as p', 'p.uid', 'a.player_uid')
    .select([
      'r.region',
      'r.place',
      'r.rank_score',
      'a.player_uid',
      'a.day',
      'a.word',
      'a.answer',
      'p.alias',
      'p.deleted_at',
    ])
    .where('r.period_start', '=', of.periodStart)
    .where(isShown('a.id'))
    .orderBy('r.region')
    .orderBy('r.place'),
);

export async function regionPlacedAnswers(db: Db, periodStart: string) {
  return (await regionPlaced(db, { periodStart })).rows;
}
