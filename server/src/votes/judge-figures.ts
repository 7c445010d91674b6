import type { JudgeFigures as JudgeFiguresResponse } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { countVotesOf, differencesFromOthers, votesInPeriod } from './judge-figures.repository';

/** A judge's own figures: what GET /api/user/stats answers as `judge`. */
export interface JudgeFigures {
  of(judgeUid: string): Promise<JudgeFiguresResponse>;
}

export function createJudgeFigures(deps: { db: Db; periods: Periods }): JudgeFigures {
  const { db, periods } = deps;
  return {
    async of(judgeUid) {
      const { shared, total } = await differencesFromOthers(db, judgeUid);
      return {
        votes: await countVotesOf(db, judgeUid),
        votesThisPeriod: await votesInPeriod(db, judgeUid, periods.current().start),
        // Mean absolute difference in points; a handful of votes says nothing yet.
        agreement: shared < limits.judgeAgreementMinVotes ? null : Math.round(total / shared) / 100,
      };
    },
  };
}
