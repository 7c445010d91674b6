import { messages } from '@words/contract/messages';
import type { Db } from '../db/database';
import { judgeCounts } from './conditions.repository';
import {
  answersJudgedBy,
  markEstablished,
  notYetEstablished,
  recountVotes,
} from './trust.repository';

/**
 * When a judge's votes start to count (PRODUCT.md's "Judging you can trust", decision 0039): once
 * they have answered on `minDays` different days and cast `minVotes` votes. Before that their votes
 * are kept; from then on they count, for the periods still open.
 */
export interface EstablishmentRule {
  minDays: number;
  minVotes: number;
}

/** How far a judge not yet established has come: days answered, votes cast. */
export interface JudgeProgress {
  days: number;
  votes: number;
}

/** Why a judge's vote does not count yet and when it will (days first); null when nothing is missing. */
export function notCountedYet(progress: JudgeProgress, rule: EstablishmentRule): string | null {
  if (progress.days < rule.minDays) return messages.voteCountsAfterDays(rule.minDays);
  if (progress.votes < rule.minVotes) return messages.voteCountsAfterVotes(rule.minVotes);
  return null;
}

/** A judge's standing as a vote's transaction reads it. */
export interface JudgeStanding {
  banned: boolean;
  counts: boolean;
}

/**
 * The standing of judges as their lock read it (db/row-locks.ts, with their standing columns), in
 * the transaction that counts their votes: no memory of players is asked (decision 0024's 2 seconds).
 */
/** A judge's standing from their row, as `standingsOf` reads many. */
export function standingOf(row: {
  banned_at: string | null;
  established_at: string | null;
}): JudgeStanding {
  return { banned: row.banned_at !== null, counts: judgeCounts(row) };
}

export function standingsOf(
  rows: ReadonlyMap<string, { banned_at: string | null; established_at: string | null }>,
): Map<string, JudgeStanding> {
  return new Map([...rows].map(([uid, row]) => [uid, standingOf(row)]));
}

/**
 * Establishes those of these players who meet the rule now, in the caller's transaction (a vote,
 * a filed answer, a report), and recounts the answers of open periods they judged, whose stored
 * counts now take their votes. Gives the players established here, and the progress of those
 * still not established (banned ones left out).
 */
export async function establishDue(
  trx: Db,
  uids: readonly string[],
  rule: EstablishmentRule,
  now: string,
): Promise<{ established: string[]; waiting: Map<string, JudgeProgress> }> {
  const waiting = new Map<string, JudgeProgress>();
  const due: string[] = [];
  for (const { uid, ...progress } of await notYetEstablished(trx, uids)) {
    if (notCountedYet(progress, rule) === null) due.push(uid);
    else waiting.set(uid, progress);
  }
  if (due.length === 0) return { established: [], waiting };
  const established = await markEstablished(trx, due, now);
  for (const uid of established) {
    await recountVotes(trx, await answersJudgedBy(trx, uid));
  }
  return { established, waiting };
}
