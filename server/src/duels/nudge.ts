import { AppError } from '../app-error';
import { inPlay, isTurnOf, type DuelProgress, type Seat } from './duel-rules';
import type { DuelNudgesTable } from '../db/schema';

/**
 * «Te toca» (decision 0072): the one who waits on the other's word of a duel in play, paused or
 * not, may nudge them once a game day. Nothing else ever pings a player about a duel but the push
 * of the other's word, once per round (turn-push.ts).
 */
export function isWaitingOn(progress: DuelProgress, seat: Seat): boolean {
  return inPlay(progress.state) && !isTurnOf(progress, seat) && isTurnOf(progress, other(seat));
}

const other = (seat: Seat) => (1 - seat) as Seat;

/** Why the player in `seat` may not send «Te toca» now (a second one today: ALREADY_NUDGED). */
export function refuseNudge(progress: DuelProgress, seat: Seat): void {
  if (progress.state !== 'waiting' && !inPlay(progress.state)) throw new AppError('DUEL_OVER');
  if (!isWaitingOn(progress, seat)) throw new AppError('NUDGE_NOT_WAITING');
}

/** What a duel's nudges of today say to the player in `seat`. */
export function nudgesFor(
  progress: DuelProgress,
  seat: Seat,
  today: readonly Pick<DuelNudgesTable, 'seat'>[],
): { may_nudge: boolean; nudged: boolean } {
  const sent = (by: Seat) => today.some((nudge) => nudge.seat === by + 1);
  return {
    may_nudge: isWaitingOn(progress, seat) && !sent(seat),
    // Shown on their next visit while the other still waits on them: the push reaches only some.
    nudged: sent(other(seat)) && isWaitingOn(progress, other(seat)),
  };
}
