import type { ExportedDuel } from '@words/contract/api/duels';
import { forgetJoinedBy } from '../crowd/crowd-mind-words';
import type { Db } from '../db/database';
import { readDuels, seatOf, uidsOf } from './duel-facts';
import type { SameWord } from './duel-rules';
import { aliasesOf, duelsOf, leaveDuels, roundsOf } from './duels.repository';
import { nudgesOf } from './nudges.repository';

/**
 * What an account's deletion does to its duels, in the deletion's own transaction: the player's
 * words go, every duel of theirs ends for the other player, and the crowd's counts of joining
 * words forget theirs (decision 0073).
 */
export async function leaveEveryDuel(trx: Db, uid: string, now: Date): Promise<void> {
  await leaveDuels(trx, uid, now.toISOString());
  await forgetJoinedBy(trx, uid);
}

/**
 * The player's duels for their data download: the day, the partner, how it ended, their words and
 * their «Te toca».
 */
export async function duelsForExport(
  db: Db,
  uid: string,
  now: Date,
  sameWord: SameWord,
): Promise<ExportedDuel[]> {
  const read = await readDuels(db, await duelsOf(db, uid), now, sameWord);
  const words = await roundsOf(
    db,
    read.map(({ row }) => row.id),
  );
  const nudges = await nudgesOf(
    db,
    read.map(({ row }) => row.id),
  );
  const partners = read.flatMap(({ row }) => uidsOf(row).filter((other) => other !== uid));
  const aliases = await aliasesOf(
    db,
    partners.filter((other): other is string => other !== null),
  );
  return read.map(({ row, progress }) => {
    const seat = (seatOf(row, uid) ?? 0) + 1;
    const partner = uidsOf(row)[2 - seat] ?? null;
    return {
      date: row.day,
      partner: (partner !== null && aliases.get(partner)) || null,
      state: progress.state,
      words: words
        .filter((w) => w.duel_id === row.id && w.seat === seat)
        .sort((a, b) => a.round - b.round)
        .map((w) => w.word),
      nudged_on: nudges.filter((n) => n.duel_id === row.id && n.seat === seat).map((n) => n.day),
    };
  });
}
