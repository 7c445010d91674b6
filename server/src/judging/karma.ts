import type { Db } from '../db/database';
import { queueRanking, type QueueRank, type QueueRanking } from './judging-queue';
import { judgedInPeriod } from './karma.repository';

/** Karma as the game plays it: where filed answers start, and how votes move them. */
export interface JudgingQueue {
  /** The rank of an author's answers of a period from the answers they judged in it. */
  ranking: QueueRanking;
  /** The rank of an answer about to be filed, read in the transaction that files it. */
  rankOf(trx: Db, answer: { player_uid: string; period_start: string }): Promise<QueueRank>;
}

export function createJudgingQueue(karmaMinVotes: number): JudgingQueue {
  const ranking = queueRanking(karmaMinVotes);
  return {
    ranking,
    async rankOf(trx, answer) {
      // With no bar, nobody has anything to read.
      if (karmaMinVotes === 0) return ranking(0);
      return ranking(await judgedInPeriod(trx, answer.player_uid, answer.period_start));
    },
  };
}
