import type { Day } from '@words/contract/day';
import type { Db } from '../db/database';
import { progressOf, type DuelProgress, type SameWord, type Seat } from './duel-rules';
import { answersOn, countsOf, roundsOf, type DuelRow } from './duels.repository';

/** A duel with where it stands, read in one go with others. */
export interface ReadDuel {
  row: DuelRow;
  progress: DuelProgress;
}

/** The seats' uids: [challenger, friend]. */
export const uidsOf = (row: DuelRow): [string | null, string | null] => [
  row.challenger_uid,
  row.friend_uid,
];

export function seatOf(row: DuelRow, uid: string): Seat | null {
  if (row.challenger_uid === uid) return 0;
  if (row.friend_uid === uid) return 1;
  return null;
}

/**
 * Reads the rounds and first answers of these duels (on `db`, a transaction too) and their progress,
 * a round's two words judged by `sameWord`.
 */
export async function readDuels(
  db: Db,
  rows: readonly DuelRow[],
  today: Day,
  sameWord: SameWord,
): Promise<ReadDuel[]> {
  const uids = rows.flatMap(uidsOf).filter((uid): uid is string => uid !== null);
  // One after the other: in a transaction, both go down the same connection anyway.
  const words = await roundsOf(
    db,
    rows.map((row) => row.id),
  );
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  const answers = await answersOn(
    db,
    uids,
    rows.map((row) => row.day),
  );
  const answerOf = (uid: string | null, day: Day) =>
    answers.find((a) => a.player_uid === uid && a.day === day)?.answer ?? null;
  return rows.map((row) => {
    const crowd = row.against === 'crowd';
    const rounds = words.filter((w) => w.duel_id === row.id);
    // The crowd's first word is its seat's row of round 1; a friend's, their answer of the day.
    const crowdsFirst = rounds.find((w) => w.round === 1 && w.seat === 2)?.word ?? null;
    return {
      row,
      progress: progressOf(
        {
          day: row.day,
          today,
          joined: crowd || row.friend_uid !== null,
          crowd,
          abandoned: row.abandoned_at !== null,
          first: [
            answerOf(row.challenger_uid, row.day),
            crowd ? crowdsFirst : answerOf(row.friend_uid, row.day),
          ],
          words: rounds
            .filter((w) => w.round > 1)
            .map((w) => ({ round: w.round, seat: (w.seat - 1) as Seat, word: w.word })),
          counts: counts
            .filter((c) => c.duel_id === row.id)
            .map((c) => ({ round: c.round, seat: (c.seat - 1) as Seat })),
        },
        sameWord,
      ),
    };
  });
}
