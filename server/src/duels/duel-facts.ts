import { dayOf } from '@words/contract/day';
import type { Db } from '../db/database';
import { progressOf, type DuelProgress, type SameWord, type Seat } from './duel-rules';
import { answersOn, countsOf, roundsOf, timeZonesOf, type DuelRow } from './duels.repository';

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
 * Reads the rounds and first answers of these duels (on `db`, a transaction too) and their progress
 * at the instant `now`, a round's two words judged by `sameWord`.
 */
export async function readDuels(
  db: Db,
  rows: readonly DuelRow[],
  now: Date,
  sameWord: SameWord,
): Promise<ReadDuel[]> {
  const today = dayOf(now);
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
  const zones = await timeZonesOf(db, uids);
  const zoneOf = (uid: string | null) => (uid !== null && zones.get(uid)) || 'UTC';
  return rows.map((row) => {
    const crowd = row.against === 'crowd';
    const own = words
      .filter((w) => w.duel_id === row.id)
      .map((w) => ({ round: w.round, seat: (w.seat - 1) as Seat, word: w.word, at: w.created_at }));
    // The day's answer, or the first word given in the duel: by a seat that had none when the day
    // ended, and always the crowd's, filed in its seat.
    const firstOf = (uid: string | null, seat: Seat) =>
      answers.find((a) => a.player_uid === uid && a.day === row.day) ??
      own.find((w) => w.round === 1 && w.seat === seat);
    const first = [firstOf(row.challenger_uid, 0), firstOf(row.friend_uid, 1)];
    const wordOf = (given: (typeof first)[number]) =>
      given === undefined ? null : 'answer' in given ? given.answer : given.word;
    const atOf = (given: (typeof first)[number]) =>
      given === undefined ? null : 'answer' in given ? given.created_at : given.at;
    return {
      row,
      progress: progressOf(
        {
          day: row.day,
          today,
          now,
          createdAt: row.created_at,
          zones: [zoneOf(row.challenger_uid), zoneOf(row.friend_uid)],
          joined: crowd || row.friend_uid !== null,
          crowd,
          abandoned: row.abandoned_at !== null,
          first: [wordOf(first[0]), wordOf(first[1])],
          firstAt: [atOf(first[0]), atOf(first[1])],
          words: own,
          counts: counts
            .filter((c) => c.duel_id === row.id)
            .map((c) => ({ round: c.round, seat: (c.seat - 1) as Seat })),
        },
        sameWord,
      ),
    };
  });
}
