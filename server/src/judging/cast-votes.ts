import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockAnswer, lockJudge } from '../db/row-locks';
import { standingOf } from '../trust/established-judges';
import type { KeptVote, Refused, VoteRefusal, VoteToKeep, JudgingVenue } from './venue';

/** A cast vote, or why it was refused. */
export type CastVote = KeptVote | Refused;

/**
 * Casts a vote in one transaction, in any venue. It reads the judge's standing first (banned,
 * established: the database decides, locked against a ban or a deletion on PostgreSQL), then locks
 * the answer (db/row-locks.ts): a judge deleted or banned or an answer deleted with its author
 * refuses the vote; then the venue keeps it (venue.ts), its own rule read again. The venue's key
 * of one vote per judge holds against a simultaneous second vote. A transaction that lost a
 * deadlock to another instance is run again.
 */
export function storeVote(db: Db, venue: JudgingVenue, vote: VoteToKeep): Promise<CastVote> {
  const refused = (why: VoteRefusal): Refused => ({ cast: false, refused: why });
  return retriedTransaction(db, async (trx) => {
    const row = await lockJudge(trx, vote.judgeUid);
    if (!row) return refused('NOT_REGISTERED');
    const judge = standingOf(row);
    if (judge.banned) return refused('BANNED');
    if (!(await lockAnswer(trx, vote.answerId))) return refused('ANSWER_NOT_FOUND');
    return venue.keepVote(trx, vote, judge);
  });
}
