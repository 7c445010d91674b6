import type { Db } from '../db/database';
import { isCountry } from '@words/contract/regions';
import { countCrowd, recountCrowd } from './crowd.repository';
import { changeRegionCounts, moveAnswersToRegion, type RegionCounted } from './regions.repository';

/**
 * When the crowd's counters move. The crowd owns them: whoever files, hides, shows or deletes
 * answers calls these inside the transaction that does it, and nothing else writes them.
 */

/**
 * The region an answer is counted in, from its author's choice: a country; 'Otro' and none are
 * counted in the whole crowd only.
 */
export const countedRegion = (playerRegion: string | null): string | null =>
  isCountry(playerRegion) ? playerRegion : null;

/**
 * Answers just filed join the crowd of their day, its players and its answers, and so the
 * crowd of their region (`region`, as countedRegion gave it).
 */
export async function countFiled(trx: Db, filed: readonly RegionCounted[]): Promise<void> {
  await countCrowd(trx, filed);
  await changeRegionCounts(
    trx,
    filed.map((row) => ({ row, change: 1, answers: true, players: true })),
  );
}

/**
 * A player's region changed (or was removed): every answer of theirs leaves the crowd of the
 * old one and joins the new one's, in the transaction that stores it, which locked the player.
 */
export const moveToRegion = (trx: Db, playerUid: string, from: string | null, to: string | null) =>
  moveAnswersToRegion(trx, playerUid, countedRegion(from), countedRegion(to));

/** Hidden answers leave the most common answers of their day; their players still played. */
export const hideFromCrowd = (trx: Db, answerIds: readonly string[]) =>
  recountCrowd(trx, answerIds, -1, { answers: true, players: false });

/** Answers shown again (restored, or their author unbanned) count among them again. */
export const showInCrowd = (trx: Db, answerIds: readonly string[]) =>
  recountCrowd(trx, answerIds, 1, { answers: true, players: false });

/**
 * A deleted player's answers leave the crowd of their days: every one leaves the day's players,
 * the shown ones the answers' counts too (a hidden one left those when it was hidden).
 */
export async function forgetInCrowd(
  trx: Db,
  answers: { shown: readonly string[]; hidden: readonly string[] },
): Promise<void> {
  await recountCrowd(trx, answers.shown, -1, { answers: true, players: true });
  await recountCrowd(trx, answers.hidden, -1, { answers: false, players: true });
}
