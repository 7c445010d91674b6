import { sql } from 'kysely';
import { miscountedCrowd } from '../../src/crowd/crowd.repository';
import { miscountedRegions } from '../../src/crowd/regions.repository';
import type { Db } from '../../src/db/database';
import { miscountedAnswers } from '../../src/trust/trust.repository';

/**
 * Every stored count that differs from a recount of the rows: answers' votes and totals (periods
 * not yet ranked), the crowd's days and answers, and each judge's votes per period.
 */
export async function miscounted(db: Db) {
  const crowd = await miscountedCrowd(db);
  const regions = await miscountedRegions(db);
  const judges = await sql<{ judge_uid: string; period_start: string }>`
    select judge_uid, period_start, sum(stored) as stored, sum(counted) as counted from (
      select judge_uid, period_start, votes as stored, 0 as counted from judge_periods
      union all
      select v.judge_uid, a.period_start, 0, count(*) from votes v
      join answers a on a.id = v.answer_id group by v.judge_uid, a.period_start
    ) as both_sides group by judge_uid, period_start having sum(stored) <> sum(counted)
    order by judge_uid, period_start`.execute(db);
  return {
    answers: await miscountedAnswers(db),
    crowdDays: crowd.days,
    crowdAnswers: crowd.answers,
    regionDays: regions.days,
    regionAnswers: regions.answers,
    judges: judges.rows,
  };
}

/** How many rows still name `uid`: the player, their answers, their votes, their judging counts. */
export async function rowsOf(db: Db, uid: string) {
  const count = async (
    table: 'players' | 'answers' | 'votes' | 'judge_periods',
    column: string,
  ) => {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
      where ${sql.ref(column)} = ${uid}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
  return {
    players: await count('players', 'uid'),
    answers: await count('answers', 'player_uid'),
    votes: await count('votes', 'judge_uid'),
    judgePeriods: await count('judge_periods', 'judge_uid'),
  };
}
