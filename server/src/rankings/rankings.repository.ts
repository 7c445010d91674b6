import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { ClosedPeriodsTable } from '../db/schema';
import { countedVotes, isShown } from '../trust/conditions.repository';
import type { RatedAnswer } from './rank-answers';
import type { RankedPlacement } from './rank-period';
import type { RegionalVote } from './rank-regions';

/** The earliest period with answers after `after` and before `before`, through the index. */
export async function nextAnsweredPeriod(
  db: Db,
  after: string,
  before: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('answers')
    .select('period_start')
    .where('period_start', '>', after)
    .where('period_start', '<', before)
    .orderBy('period_start')
    .limit(1)
    .executeTakeFirst();
  return row?.period_start;
}

/** Whether anyone answered in the period starting on `periodStart`, through the index. */
export async function hasAnswers(db: Db, periodStart: string): Promise<boolean> {
  const row = await db
    .selectFrom('answers')
    .select('period_start')
    .where('period_start', '=', periodStart)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const closedPeriods = compiledOnce((db) =>
  db.selectFrom('closed_periods').selectAll().orderBy('period_start', 'desc'),
);

export async function listClosedPeriods(db: Db) {
  return (await closedPeriods(db, {})).rows;
}

const closedPeriod = compiledOnce((db, of: { start: string }) =>
  db.selectFrom('closed_periods').selectAll().where('period_start', '=', of.start),
);

export async function findClosedPeriod(db: Db, start: string) {
  const [row] = (await closedPeriod(db, { start })).rows;
  return row;
}

/** A period's answers with at least `minVotes` votes, hidden ones left out: those that can be ranked. */
export async function ratedAnswersOf(
  db: Db,
  periodStart: string,
  minVotes: number,
): Promise<RatedAnswer[]> {
  return (
    db
      .selectFrom('answers as a')
      .select(['a.id', 'a.day', 'a.vote_count', 'a.score_total', 'a.created_at'])
      .where('a.period_start', '=', periodStart)
      .where('a.vote_count', '>=', minVotes)
      // Hidden answers are never ranked (moderation, decision 0023).
      .where(isShown('a.id'))
      .execute()
  );
}

/**
 * The votes that count on a period's answers (banned judges' left out), each with the region its
 * judge has chosen (decision 0076): the one place the ranking reads votes from.
 */
export async function votesOf(db: Db, periodStart: string): Promise<RegionalVote[]> {
  return countedVotes(db)
    .innerJoin('answers as a', 'a.id', 'v.answer_id')
    .select(['v.answer_id', 'v.judge_uid', 'v.score', 'judge.region'])
    .where('a.period_start', '=', periodStart)
    .execute();
}

/**
 * Claims a period for closing: true for whoever inserts its closed_periods row first, which then
 * stores its ranking in the same transaction, so another server instance finds it done or waits.
 */
export async function claimPeriod(
  trx: Db,
  period: { start: string; end: string },
  closedAt: string,
): Promise<boolean> {
  const claimed = await trx
    .insertInto('closed_periods')
    .values({
      period_start: period.start,
      period_end: period.end,
      rated_answers: 0,
      closed_at: closedAt,
    })
    .onConflict((oc) => oc.column('period_start').doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertPlacements(
  trx: Db,
  periodStart: string,
  placements: readonly RankedPlacement[],
): Promise<void> {
  for (let i = 0; i < placements.length; i += 500) {
    await trx
      .insertInto('ranked_answers')
      .values(
        placements.slice(i, i + 500).map((p) => ({
          answer_id: p.answerId,
          period_start: periodStart,
          period_rank: p.periodRank,
          word_rank: p.wordRank,
          vote_count: p.voteCount,
          score_total: p.scoreTotal,
          rank_score: p.rankScore,
          corrected_score: p.correctedScore,
        })),
      )
      .execute();
  }
}

/** What the period's row keeps of its ranking: how many answers were rated, and how they were ranked. */
export async function setRanked(
  trx: Db,
  periodStart: string,
  ranked: Pick<ClosedPeriodsTable, 'rated_answers' | 'prior_mean' | 'prior_weight' | 'min_votes'>,
): Promise<void> {
  await trx
    .updateTable('closed_periods')
    .set(ranked)
    .where('period_start', '=', periodStart)
    .execute();
}

/**
 * The placed answers of a period in the order of one of its rankings, with what the ranking shows
 * of them, the figures as ranked (closed is final); never the uid's owner. Compiled once for each
 * ranking: the rankings' page reads both.
 */
const placedBy = (by: 'period' | 'word') => {
  const rankColumn = by === 'period' ? 'r.period_rank' : 'r.word_rank';
  return compiledOnce((db, of: { periodStart: string }) =>
    db
      .selectFrom('ranked_answers as r')
      .innerJoin('answers as a', 'a.id', 'r.answer_id')
      .innerJoin('players as p', 'p.uid', 'a.player_uid')
      .select([
        'r.period_rank',
        'r.word_rank',
        'a.player_uid',
        'a.day',
        'a.word',
        'a.answer',
        'r.vote_count',
        'r.score_total',
        'r.rank_score',
        'r.corrected_score',
        'p.alias',
        // A deleted player's placed answers stay, owned by nobody (decision 0025).
        'p.deleted_at',
      ])
      .where('r.period_start', '=', of.periodStart)
      // An answer hidden after its period closed leaves the ranking too.
      .where(isShown('a.id'))
      .where(rankColumn, 'is not', null)
      .$if(by === 'word', (query) => query.orderBy('a.day'))
      .orderBy(rankColumn),
  );
};
const placed = { period: placedBy('period'), word: placedBy('word') };

export async function placedAnswers(db: Db, periodStart: string, by: 'period' | 'word') {
  return (await placed[by](db, { periodStart })).rows;
}

const wordsOfDays = compiledOnce((db, of: { start: string; end: string }) =>
  db
    .selectFrom('daily_words')
    .select(['day', 'word'])
    .where('day', '>=', of.start)
    .where('day', '<', of.end)
    .orderBy('day'),
);

export async function wordsBetween(db: Db, start: string, end: string) {
  return (await wordsOfDays(db, { start, end })).rows;
}

/** Every rated answer's place in the period's order (`order`: their ids, first place first). */
export async function insertPlaces(
  trx: Db,
  periodStart: string,
  order: readonly string[],
): Promise<void> {
  for (let i = 0; i < order.length; i += 500) {
    await trx
      .insertInto('period_places')
      .values(
        order.slice(i, i + 500).map((answerId, j) => ({
          period_start: periodStart,
          answer_id: answerId,
          place: i + j + 1,
        })),
      )
      .execute();
  }
}

const bestPlace = compiledOnce((db, of: { periodStart: string; playerUid: string }) =>
  db
    .selectFrom('period_places as pp')
    .innerJoin('answers as a', 'a.id', 'pp.answer_id')
    .select(['pp.place', 'a.answer', 'a.word'])
    .where('pp.period_start', '=', of.periodStart)
    .where('a.player_uid', '=', of.playerUid)
    .where(isShown('a.id'))
    .orderBy('pp.place')
    .limit(1),
);

/** The player's best place in a ranked period's order, however low; undefined without one. */
export async function bestPlaceOf(db: Db, periodStart: string, playerUid: string) {
  return (await bestPlace(db, { periodStart, playerUid })).rows[0];
}
