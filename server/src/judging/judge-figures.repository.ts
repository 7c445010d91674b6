import type { Db } from '../db/database';
import type { SharedVote } from '../rankings/calibration';
import { judgeCounts, PROGRESS } from '../trust/conditions.repository';

/** How many votes a judge has cast, all time. */
export async function countVotesOf(db: Db, judgeUid: string): Promise<number> {
  const row = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number | string>().as('votes'))
    .where('judge_uid', '=', judgeUid)
    .executeTakeFirst();
  return Number(row?.votes ?? 0);
}

/** How many answers of the period starting on `periodStart` a judge has judged. */
export async function votesInPeriod(
  db: Db,
  judgeUid: string,
  periodStart: string,
): Promise<number> {
  const row = await db
    .selectFrom('judge_periods')
    .select('votes')
    .where('judge_uid', '=', judgeUid)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
  return row?.votes ?? 0;
}

/** Whether a judge's votes count, and how far they have come: days answered, votes cast. */
export async function standingOf(db: Db, judgeUid: string) {
  const row = await db
    .selectFrom('players as p')
    .select(['p.banned_at', 'p.established_at', ...PROGRESS])
    .where('p.uid', '=', judgeUid)
    .executeTakeFirst();
  return {
    banned: row?.banned_at != null,
    counts: row ? judgeCounts(row) : false,
    days: Number(row?.days ?? 0),
    votes: Number(row?.votes ?? 0),
  };
}

/** A judge's votes, each beside its answer's stored count and total of the votes that count. */
function votesBesideCounts(db: Db, judgeUid: string) {
  return db
    .selectFrom('votes as v')
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .select(['v.score', 'a.vote_count', 'a.score_total'])
    .where('v.judge_uid', '=', judgeUid);
}

/**
 * Over the judge's votes on answers that others rated too: how many, and the sum of the
 * differences, in hundredths, between each vote and the other judges' mean on that answer. The
 * other judges are those whose votes count, the answer's stored count and total: with the judge's
 * own vote in them when `counted`.
 */
export async function differencesFromOthers(db: Db, judgeUid: string, counted: boolean) {
  const own = counted ? 1 : 0;
  const rows = await votesBesideCounts(db, judgeUid).where('a.vote_count', '>', own).execute();
  let total = 0;
  for (const row of rows) {
    const othersMean = (row.score_total - own * row.score) / (row.vote_count - own);
    total += Math.abs(row.score - othersMean);
  }
  return { shared: rows.length, total };
}

/**
 * The judge's votes on the answers of one period, each beside its answer's stored counted figures
 * (the votes that count and their total, in hundredths): with the judge's own vote in them when
 * `counted`, and with it added when not, as the ranking would count it. A judge's own votes and
 * their answers' rows only, never the whole period's votes.
 */
export async function sharedVotesInPeriod(
  db: Db,
  judgeUid: string,
  periodStart: string,
  counted: boolean,
): Promise<SharedVote[]> {
  const rows = await votesBesideCounts(db, judgeUid)
    .where('a.period_start', '=', periodStart)
    .execute();
  const own = counted ? 0 : 1;
  return rows.map((row) => ({
    score: row.score,
    answer: { votes: row.vote_count + own, total: row.score_total + own * row.score },
  }));
}
