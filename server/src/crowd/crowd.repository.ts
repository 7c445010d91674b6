import { limits } from '@words/contract/limits';
import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import { inKeyOrder } from '../db/key-order';
import { lockAnswers } from '../db/row-locks';
import { alphabeticalKey } from './alphabetical';
import { changeRegionCounts, type RegionCounted } from './regions.repository';

interface Filed {
  day: string;
  answer: string;
}

/**
 * Counts answers just filed into the crowd of their day, in the transaction that files them.
 * Rows are written in a fixed order, so two instances counting at once never deadlock.
 */
export async function countCrowd(trx: Db, filed: readonly Filed[]): Promise<void> {
  if (filed.length === 0) return;
  const days = new Map<string, number>();
  const answers = new Map<string, Filed & { sort_key: string; players: number }>();
  for (const { day, answer } of filed) {
    days.set(day, (days.get(day) ?? 0) + 1);
    const key = `${day} ${answer}`;
    const counted = answers.get(key);
    if (counted) counted.players += 1;
    else answers.set(key, { day, answer, sort_key: alphabeticalKey(answer), players: 1 });
  }

  await trx
    .insertInto('crowd_days')
    .values([...days.entries()].sort().map(([day, players]) => ({ day, players })))
    .onConflict((oc) =>
      oc.column('day').doUpdateSet({ players: sql`crowd_days.players + excluded.players` }),
    )
    .execute();
  await trx
    .insertInto('crowd_answers')
    .values(inKeyOrder(answers))
    .onConflict((oc) =>
      oc
        .columns(['day', 'answer'])
        .doUpdateSet({ players: sql`crowd_answers.players + excluded.players` }),
    )
    .execute();
}

/** How many players answered on `day`. */
export async function playersOf(db: Db, day: string): Promise<number> {
  const { rows } = await playersOfDay(db, { day });
  return rows[0]?.players ?? 0;
}

const playersOfDay = compiledOnce((db, of: { day: string }) =>
  db.selectFrom('crowd_days').select('players').where('day', '=', of.day),
);

/** How many players gave `answer` on `day`. */
export async function playersWhoAnswered(db: Db, day: string, answer: string): Promise<number> {
  const { rows } = await playersOfAnswer(db, { day, answer });
  return rows[0]?.players ?? 0;
}

const playersOfAnswer = compiledOnce((db, of: { day: string; answer: string }) =>
  db
    .selectFrom('crowd_answers')
    .select('players')
    .where('day', '=', of.day)
    .where('answer', '=', of.answer),
);

/**
 * The `limit` most common answers of `day` that at least `limits.crowdMinPlayers` players gave,
 * most common first, ties alphabetical: the first entries of the crowd_answers_most_common index.
 */
export async function mostCommonAnswers(db: Db, day: string, limit: number) {
  return (await mostCommonOfDay(db, { day, limit })).rows;
}

const mostCommonOfDay = compiledOnce((db, of: { day: string; limit: number }) =>
  mostCommonAnswersQuery(db, of.day, of.limit),
);

export function mostCommonAnswersQuery(db: Db, day: string, limit: number) {
  return (
    db
      .selectFrom('crowd_answers')
      .select(['answer', 'players as count'])
      .where('day', '=', day)
      // An answer one player gave is nobody else's to see (an answer hidden or deleted since
      // leaves a count of 0 behind, below it too).
      .where('players', '>=', limits.crowdMinPlayers)
      .orderBy('players', 'desc')
      .orderBy('sort_key', 'asc')
      .orderBy('answer', 'asc')
      .limit(limit)
  );
}

/**
 * Takes answers out of the crowd of their day (-1) or puts them back (+1), in the caller's
 * transaction: from the counts of each answer (`answers`) and of the day's players (`players`).
 */
export async function recountCrowd(
  trx: Db,
  answerIds: readonly string[],
  change: 1 | -1,
  counts: { answers: boolean; players: boolean },
): Promise<void> {
  if (answerIds.length === 0) return;
  // Locked before their regions are read: a change of region in flight (which sets them) commits
  // first and this reads the new one, or waits for this transaction (crowd/regions.repository.ts).
  await lockAnswers(trx, answerIds, 'noKeyUpdate');
  const rows: RegionCounted[] = [];
  for (let i = 0; i < answerIds.length; i += 500) {
    rows.push(
      ...(await trx
        .selectFrom('answers')
        .select(['day', 'answer', 'region'])
        .where('id', 'in', answerIds.slice(i, i + 500))
        .execute()),
    );
  }
  const sameKey = new Map<string, Filed & { players: number }>();
  const days = new Map<string, { day: string; players: number }>();
  for (const { day, answer } of rows) {
    const key = `${day} ${answer}`;
    const counted = sameKey.get(key) ?? { day, answer, players: 0 };
    counted.players += change;
    sameKey.set(key, counted);
    const today = days.get(day) ?? { day, players: 0 };
    today.players += change;
    days.set(day, today);
  }
  // In a fixed order, as countCrowd writes: the days, then the answers in key order, so two
  // transactions never wait on each other in turn.
  if (counts.players) {
    for (const { day, players } of inKeyOrder(days)) {
      await trx
        .updateTable('crowd_days')
        .set({ players: sql`players + ${players}` })
        .where('day', '=', day)
        .execute();
    }
  }
  if (counts.answers) {
    const changed = inKeyOrder(sameKey);
    if (change > 0) {
      await trx
        .insertInto('crowd_answers')
        .values(
          changed.map(({ day, answer, players }) => ({
            day,
            answer,
            sort_key: alphabeticalKey(answer),
            players,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['day', 'answer'])
            .doUpdateSet({ players: sql`crowd_answers.players + excluded.players` }),
        )
        .execute();
    } else {
      for (const { day, answer, players } of changed) {
        await trx
          .updateTable('crowd_answers')
          .set({ players: sql`players + ${players}` })
          .where('day', '=', day)
          .where('answer', '=', answer)
          .execute();
      }
      // An answer nobody gave any more is forgotten, text and all.
      await trx
        .deleteFrom('crowd_answers')
        .where('day', 'in', [...days.keys()])
        .where('players', '<=', 0)
        .execute();
    }
  }
  // The counters by region last, as a filing writes them.
  await changeRegionCounts(
    trx,
    rows.map((row) => ({ row, change, ...counts })),
  );
}

/**
 * The crowd's counters that differ from a recount of the rows: a day's players are its answers,
 * an answer's players the answers of that day with that text not hidden. None, in a sound
 * database (a restore refuses a file with any).
 */
export async function miscountedCrowd(db: Db) {
  const days = await sql<{ day: string; stored: number; counted: number }>`
    select day, sum(stored) as stored, sum(counted) as counted from (
      select day, players as stored, 0 as counted from crowd_days
      union all
      select day, 0, count(*) from answers group by day
    ) as both_sides group by day having sum(stored) <> sum(counted) order by day`.execute(db);
  const answers = await sql<{ day: string; answer: string; stored: number; counted: number }>`
    select day, answer, sum(stored) as stored, sum(counted) as counted from (
      select day, answer, players as stored, 0 as counted from crowd_answers
      union all
      select a.day, a.answer, 0, count(*) from answers a
      where not exists (select 1 from hidden_answers h where h.answer_id = a.id)
      group by a.day, a.answer
    ) as both_sides group by day, answer having sum(stored) <> sum(counted) order by day, answer`.execute(
    db,
  );
  const numbers = <T extends { stored: number; counted: number }>(row: T) => ({
    ...row,
    stored: Number(row.stored),
    counted: Number(row.counted),
  });
  return { days: days.rows.map(numbers), answers: answers.rows.map(numbers) };
}
