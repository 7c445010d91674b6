import type { Db } from '../db/database';
import type { PenaClosedPeriodsTable, PenaRankedAnswersTable } from '../db/schema';
import { isShown } from '../trust/conditions.repository';

/** Claims the peña's ranking of a period: false when it was stored already (closed is final). */
export async function claimPenaPeriod(trx: Db, period: PenaClosedPeriodsTable): Promise<boolean> {
  const claimed = await trx
    .insertInto('pena_closed_periods')
    .values(period)
    .onConflict((oc) => oc.doNothing())
    .returning('period_start')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function insertPenaPlacements(
  trx: Db,
  rows: readonly PenaRankedAnswersTable[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('pena_ranked_answers')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** The peñas whose ranking of a period is not stored yet. */
export async function penasWithoutRanking(db: Db, periodStart: string): Promise<string[]> {
  const rows = await db
    .selectFrom('groups as g')
    .select('g.id')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pena_closed_periods as pc')
            .select('pc.group_id')
            .whereRef('pc.group_id', '=', 'g.id')
            .where('pc.period_start', '=', periodStart),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The peña's last stored ranking: the period it ranked and how. */
export async function lastPenaClosedPeriod(db: Db, groupId: string) {
  return db
    .selectFrom('pena_closed_periods as pc')
    .innerJoin('closed_periods as c', 'c.period_start', 'pc.period_start')
    .select(['pc.period_start', 'c.period_end', 'pc.prior_mean', 'pc.prior_weight', 'pc.min_votes'])
    .where('pc.group_id', '=', groupId)
    .orderBy('pc.period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The peña's stored ranking of a period, in its order, with each answer's public place where it
 * placed; hidden answers left out.
 */
export async function penaRankedAnswers(db: Db, groupId: string, periodStart: string) {
  return db
    .selectFrom('pena_ranked_answers as pr')
    .innerJoin('answers as a', 'a.id', 'pr.answer_id')
    .innerJoin('players as p', 'p.uid', 'a.player_uid')
    .leftJoin('ranked_answers as r', 'r.answer_id', 'a.id')
    .select([
      'a.player_uid',
      'a.word',
      'a.answer',
      'a.day',
      'p.alias',
      'p.deleted_at',
      'pr.place',
      'pr.vote_count',
      'pr.score_total',
      'pr.rank_score',
      'r.period_rank',
    ])
    .where('pr.group_id', '=', groupId)
    .where('pr.period_start', '=', periodStart)
    .where(isShown('a.id'))
    .orderBy('pr.place')
    .execute();
}

/** How many peña votes and skips each peña holds, for the operators. */
export async function penaJudgingOf(db: Db, groupIds: readonly string[]) {
  if (groupIds.length === 0) return new Map<string, { votes: number; judges: number }>();
  const rows = await db
    .selectFrom('pena_votes')
    .select((eb) => [
      'group_id',
      eb.fn.count<number | string>('score').as('votes'),
      eb.fn.count<number | string>('judge_uid').distinct().as('judges'),
    ])
    .where('group_id', 'in', [...groupIds])
    .groupBy('group_id')
    .execute();
  return new Map(
    rows.map((row) => [row.group_id, { votes: Number(row.votes), judges: Number(row.judges) }]),
  );
}
