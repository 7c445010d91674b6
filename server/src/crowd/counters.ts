import type { Db } from '../db/database';
import { countCrowd, recountCrowd } from './crowd.repository';

/**
 * When the crowd's counters move. The crowd owns them: whoever files, hides, shows or deletes
 * answers calls these inside the transaction that does it, and nothing else writes them.
 */

/** Answers just filed join the crowd of their day: its players and its answers. */
export const countFiled = (trx: Db, filed: readonly { day: string; answer: string }[]) =>
  countCrowd(trx, filed);

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
