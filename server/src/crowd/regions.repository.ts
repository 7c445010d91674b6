import { limits } from '@words/contract/limits';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { inKeyOrder } from '../db/key-order';
import { alphabeticalKey } from './alphabetical';

/** An answer as the crowd by region counts it: in its `region` (a country), or in none. */
export interface RegionCounted {
  day: string;
  answer: string;
  region: string | null;
}

/** One move of the counters: an answer into (+1) or out of (-1) its region's day and answers. */
export interface RegionChange {
  row: RegionCounted;
  change: 1 | -1;
  /** Its region's count of that answer (a hidden answer is in none). */
  answers: boolean;
  /** Its region's players of the day (a hidden answer's author still played). */
  players: boolean;
}

/**
 * Moves the counters by region (decision 0071) in the caller's transaction, after the crowd's
 * own rows: the days, then the answers, each in key order, as countCrowd writes, so two
 * transactions never wait on each other in turn. An answer nobody of a region gives any more is
 * forgotten there, text and all.
 */
export async function changeRegionCounts(trx: Db, changes: readonly RegionChange[]): Promise<void> {
  const days = new Map<string, { day: string; region: string; players: number }>();
  const answers = new Map<
    string,
    { day: string; region: string; answer: string; players: number }
  >();
  for (const { row, change, answers: inAnswers, players } of changes) {
    const { day, answer, region } = row;
    if (region === null) continue;
    if (players) {
      const key = `${day} ${region}`;
      const counted = days.get(key) ?? { day, region, players: 0 };
      counted.players += change;
      days.set(key, counted);
    }
    if (inAnswers) {
      const key = `${day} ${region} ${answer}`;
      const counted = answers.get(key) ?? { day, region, answer, players: 0 };
      counted.players += change;
      answers.set(key, counted);
    }
  }
  const dayRows = inKeyOrder(days).filter((row) => row.players !== 0);
  if (dayRows.length > 0) {
    await trx
      .insertInto('region_days')
      .values(dayRows)
      .onConflict((oc) =>
        oc
          .columns(['day', 'region'])
          .doUpdateSet({ players: sql`region_days.players + excluded.players` }),
      )
      .execute();
  }
  const answerRows = inKeyOrder(answers).filter((row) => row.players !== 0);
  if (answerRows.length === 0) return;
  await trx
    .insertInto('region_answers')
    .values(answerRows.map((row) => ({ ...row, sort_key: alphabeticalKey(row.answer) })))
    .onConflict((oc) =>
      oc
        .columns(['day', 'region', 'answer'])
        .doUpdateSet({ players: sql`region_answers.players + excluded.players` }),
    )
    .execute();
  if (answerRows.some((row) => row.players < 0)) {
    await trx
      .deleteFrom('region_answers')
      .where('day', 'in', [...new Set(answerRows.map((row) => row.day))])
      .where('players', '<=', 0)
      .execute();
  }
}

/**
 * A player's answers counted anew in another region (or in none), in the caller's transaction,
 * which has locked the player: every answer's own region is set first, which locks the answers
 * (a hiding or a showing in flight commits first, or waits and reads the new region), then the
 * answers hidden are read and every count moves from `from` to `to`.
 */
export async function moveAnswersToRegion(
  trx: Db,
  playerUid: string,
  from: string | null,
  to: string | null,
): Promise<void> {
  const moved = await trx
    .updateTable('answers')
    .set({ region: to })
    .where('player_uid', '=', playerUid)
    .returning(['id', 'day', 'answer'])
    .execute();
  if (moved.length === 0 || from === to) return;
  const hidden = new Set<string>();
  for (let i = 0; i < moved.length; i += 500) {
    const ids = moved.slice(i, i + 500).map((row) => row.id);
    const rows = await trx
      .selectFrom('hidden_answers')
      .select('answer_id')
      .where('answer_id', 'in', ids)
      .execute();
    for (const row of rows) hidden.add(row.answer_id);
  }
  const changes = moved.flatMap(({ id, day, answer }): RegionChange[] => {
    const shown = !hidden.has(id);
    return [
      { row: { day, answer, region: from }, change: -1, answers: shown, players: true },
      { row: { day, answer, region: to }, change: 1, answers: shown, players: true },
    ];
  });
  await changeRegionCounts(trx, changes);
}

/** The countries with at least `limits.regionMinPlayers` players on `day`, with how many. */
export async function regionsShownOn(db: Db, day: string) {
  return (await regionsOfDay(db, { day, min: limits.regionMinPlayers })).rows;
}

const regionsOfDay = compiledOnce((db, of: { day: string; min: number }) =>
  db
    .selectFrom('region_days')
    .select(['region', 'players'])
    .where('day', '=', of.day)
    .where('players', '>=', of.min)
    .orderBy('region'),
);

/**
 * The `limit` most common answers of `region` on `day` that at least
 * `limits.regionMinAnswerPlayers` of its players gave, most common first, ties alphabetical: the
 * first entries of the region_answers_most_common index.
 */
export async function mostCommonInRegion(db: Db, day: string, region: string, limit: number) {
  return (await mostCommonOfRegion(db, { day, region, limit, min: limits.regionMinAnswerPlayers }))
    .rows;
}

const mostCommonOfRegion = compiledOnce(
  (db, of: { day: string; region: string; limit: number; min: number }) =>
    db
      .selectFrom('region_answers')
      .select(['answer', 'players'])
      .where('day', '=', of.day)
      .where('region', '=', of.region)
      .where('players', '>=', of.min)
      .orderBy('players', 'desc')
      .orderBy('sort_key', 'asc')
      .orderBy('answer', 'asc')
      .limit(of.limit),
);

/** How many players of `region` gave `answer` on `day`. */
export async function regionPlayersWhoAnswered(
  db: Db,
  of: { day: string; region: string; answer: string },
): Promise<number> {
  return (await playersOfRegionAnswer(db, of)).rows[0]?.players ?? 0;
}

const playersOfRegionAnswer = compiledOnce(
  (db, of: { day: string; region: string; answer: string }) =>
    db
      .selectFrom('region_answers')
      .select('players')
      .where('day', '=', of.day)
      .where('region', '=', of.region)
      .where('answer', '=', of.answer),
);

/**
 * The counters by region that differ from a recount of the rows, as miscountedCrowd checks the
 * crowd's: a region's players of a day are the answers counted in it, its answers those not
 * hidden. None, in a sound database.
 */
export async function miscountedRegions(db: Db) {
  const days = await sql<{ day: string; region: string; stored: number; counted: number }>`
    select day, region, sum(stored) as stored, sum(counted) as counted from (
      select day, region, players as stored, 0 as counted from region_days
      union all
      select day, region, 0, count(*) from answers where region is not null group by day, region
    ) as both_sides group by day, region having sum(stored) <> sum(counted)
    order by day, region`.execute(db);
  const answers = await sql<{
    day: string;
    region: string;
    answer: string;
    stored: number;
    counted: number;
  }>`
    select day, region, answer, sum(stored) as stored, sum(counted) as counted from (
      select day, region, answer, players as stored, 0 as counted from region_answers
      union all
      select a.day, a.region, a.answer, 0, count(*) from answers a
      where a.region is not null
      and not exists (select 1 from hidden_answers h where h.answer_id = a.id)
      group by a.day, a.region, a.answer
    ) as both_sides group by day, region, answer having sum(stored) <> sum(counted)
    order by day, region, answer`.execute(db);
  const numbers = <T extends { stored: number; counted: number }>(row: T) => ({
    ...row,
    stored: Number(row.stored),
    counted: Number(row.counted),
  });
  return { days: days.rows.map(numbers), answers: answers.rows.map(numbers) };
}

/**
 * The answers of the days from `start` to `end` (excluded) that a shown region's players gave, as
 * «Donde más os diferenciáis» reads them (decision 0076): each day's countries with at least
 * `limits.regionMinPlayers` players, their answers given by at least
 * `limits.regionMinAnswerPlayers`, with the country's players of the day; by day and country,
 * most common first, ties alphabetical. A few rows a country a day, read from the counters.
 */
export async function shownRegionAnswersBetween(db: Db, start: string, end: string) {
  return (
    await shownAnswersOfDays(db, {
      start,
      end,
      minPlayers: limits.regionMinPlayers,
      minAnswer: limits.regionMinAnswerPlayers,
    })
  ).rows;
}

const shownAnswersOfDays = compiledOnce(
  (db, of: { start: string; end: string; minPlayers: number; minAnswer: number }) =>
    db
      .selectFrom('region_answers as ra')
      .innerJoin('region_days as rd', (join) =>
        join.onRef('rd.day', '=', 'ra.day').onRef('rd.region', '=', 'ra.region'),
      )
      .select(['ra.day', 'ra.region', 'ra.answer', 'ra.players', 'rd.players as region_players'])
      .where('ra.day', '>=', of.start)
      .where('ra.day', '<', of.end)
      .where('ra.players', '>=', of.minAnswer)
      .where('rd.players', '>=', of.minPlayers)
      .orderBy('ra.day')
      .orderBy('ra.region')
      .orderBy('ra.players', 'desc')
      .orderBy('ra.sort_key')
      .orderBy('ra.answer'),
);
