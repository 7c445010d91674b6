import type { Db } from '../db/database';
import type { Period } from '../periods/period';
import { lastRankedPeriod, membersAnswers } from './groups.repository';
import { PENA_RULE, rankedByPena } from './pena-ranking';
import {
  claimPenaPeriod,
  insertPenaPlacements,
  penasWithoutRanking,
} from './pena-rankings.repository';

/**
 * Stores the peña's ranking of a period whose judging is over, from the members' answers and the
 * peña's votes now, in one transaction (closed is final): false when it was stored already, by
 * this instance or another.
 */
async function storePenaRanking(
  db: Db,
  of: { groupId: string; period: Period; now: Date },
): Promise<boolean> {
  const { groupId, period } = of;
  return db.transaction().execute(async (trx) => {
    const ranking = rankedByPena(await membersAnswers(trx, groupId, period.start, period.end));
    const claimed = await claimPenaPeriod(trx, {
      group_id: groupId,
      period_start: period.start,
      closed_at: of.now.toISOString(),
      prior_mean: ranking.priorMean,
      prior_weight: PENA_RULE.priorWeight,
      min_votes: PENA_RULE.minVotes,
    });
    if (!claimed) return false;
    await insertPenaPlacements(
      trx,
      ranking.placements.map((placement) => ({
        group_id: groupId,
        period_start: period.start,
        answer_id: placement.answerId,
        place: placement.place,
        vote_count: placement.voteCount,
        score_total: placement.scoreTotal,
        rank_score: placement.rankScore,
      })),
    );
    return true;
  });
}

/**
 * The week closer's part for the peñas (decision 0064): every peña's ranking of the last closed
 * period that has none yet, a peña made since included (its page shows that week as its last).
 * Says how many this instance stored.
 */
export async function closePenaWeeks(db: Db, now: Date): Promise<number> {
  const last = await lastRankedPeriod(db);
  if (!last) return 0;
  const period = { start: last.period_start, end: last.period_end };
  let stored = 0;
  for (const groupId of await penasWithoutRanking(db, period.start)) {
    if (await storePenaRanking(db, { groupId, period, now })) stored++;
  }
  return stored;
}
