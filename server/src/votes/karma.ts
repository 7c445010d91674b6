import type { Db } from '../db/database';
import { queueRanking, type QueueRank, type QueueRanking } from './judging-queue';
import { judgedInPeriods } from './karma.repository';

/** Karma as the game plays it: where filed answers start, and how votes move them. */
export interface JudgingQueue {
  /** The rank of an author's answers of a period from the answers they judged in it. */
  ranking: QueueRanking;
  /** The ranks of answers about to be filed, read in the transaction that files them. */
  ranksOf(
    trx: Db,
    answers: readonly { player_uid: string; period_start: string }[],
  ): Promise<QueueRank[]>;
}

export function createJudgingQueue(karmaMinVotes: number): JudgingQueue {
  const ranking = queueRanking(karmaMinVotes);
  return {
    ranking,
    async ranksOf(trx, answers) {
      // With no bar, nobody has anything to read.
      if (karmaMinVotes === 0 || answers.length === 0) return answers.map(() => ranking(0));
      const judged = await judgedInPeriods(trx, answers);
      return answers.map((a) => ranking(judged.get(`${a.player_uid} ${a.period_start}`) ?? 0));
    },
  };
}
