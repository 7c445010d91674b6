import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-query';
import type { Db } from '../db/database';
import type { NewAnswer } from '../db/schema';
import { groupCommitPerDatabase } from '../db/group-commit';
import { countCrowd } from '../crowd/crowd.repository';

/** An answer to file, and how many answers of its period its author must have judged to be served first. */
export interface AnswerToFile {
  row: Omit<NewAnswer, 'queue_rank'>;
  karmaMinVotes: number;
}

/**
 * Files answers, many per commit: true when the answer was filed, false when its player had
 * already answered that day (the one-per-player-per-day key holds, even within one batch). An
 * author who has judged enough answers of the period already is served first (queue_rank 0).
 */
export const fileAnswer = groupCommitPerDatabase<AnswerToFile, boolean>(async (trx, answers) => {
  const filed = await trx
    .insertInto('answers')
    .values(
      answers.map(({ row, karmaMinVotes }) => ({
        ...row,
        queue_rank: queueRankOf(row.player_uid, row.period_start, karmaMinVotes),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  const ids = new Set(filed.map((row) => row.id));
  await countCrowd(
    trx,
    answers.filter(({ row }) => ids.has(row.id)).map(({ row }) => row),
  );
  return answers.map(({ row }) => ids.has(row.id));
});

/** 0 when the author has judged `bar` answers of the period already (decision 0017), else 1. */
function queueRankOf(playerUid: string, periodStart: string, bar: number) {
  return sql<number>`CASE WHEN COALESCE((
    SELECT votes FROM judge_periods WHERE judge_uid = ${playerUid} AND period_start = ${periodStart}
  ), 0) >= ${bar} THEN 0 ELSE 1 END`;
}

/** The player's answer of `day` as it was filed, or null before they played. */
export async function filedAnswerOf(
  db: Db,
  playerUid: string,
  day: string,
): Promise<string | null> {
  const { rows } = await answerOfDay(db, { playerUid, day });
  return rows[0]?.answer ?? null;
}

const answerOfDay = compiledOnce((db, of: { playerUid: string; day: string }) =>
  db
    .selectFrom('answers')
    .select('answer')
    .where('player_uid', '=', of.playerUid)
    .where('day', '=', of.day),
);

/** Every answer filed on `day`, by player. */
export async function answersOfDay(db: Db, day: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('answers')
    .select(['player_uid', 'answer'])
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((row) => [row.player_uid, row.answer]));
}
