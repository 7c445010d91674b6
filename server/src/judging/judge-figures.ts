import type { JudgeFigures as JudgeFiguresResponse } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import { pointsOf } from '@words/contract/rules';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { notCountedYet, type EstablishmentRule } from '../trust/established-judges';
import { judgeBias } from '../rankings/calibration';
import {
  countVotesOf,
  differencesFromOthers,
  sharedVotesInPeriod,
  standingOf,
  votesInPeriod,
} from './judge-figures.repository';

/** A judge's own figures: what GET /api/user/stats answers as `judge`. */
export interface JudgeFigures {
  of(judgeUid: string): Promise<JudgeFiguresResponse>;
}

export function createJudgeFigures(deps: {
  db: Db;
  periods: Periods;
  establishment: EstablishmentRule;
  /** Answers a judge shares with others before the rankings correct their votes (decision 0018). */
  calibrationMinVotes: number;
}): JudgeFigures {
  const { db, periods, establishment, calibrationMinVotes } = deps;

  /**
   * The bias the ranking's calibration would find for the judge in the period running now, from
   * the judge's votes there: the same rule (`judgeBias`) over the same counted figures. A banned
   * judge's votes are in no ranking: none.
   */
  async function correctionOf(judgeUid: string, standing: { banned: boolean; counts: boolean }) {
    if (standing.banned) return null;
    const start = periods.current().start;
    const votes = await sharedVotesInPeriod(db, judgeUid, start, standing.counts);
    const bias = judgeBias(votes, calibrationMinVotes);
    return bias === undefined ? null : pointsOf(bias);
  }

  return {
    async of(judgeUid) {
      const standing = await standingOf(db, judgeUid);
      const progress = { days: standing.days, votes: standing.votes };
      const notCounted = standing.counts ? null : notCountedYet(progress, establishment);
      const { shared, total } = await differencesFromOthers(db, judgeUid, standing.counts);
      return {
        votes: await countVotesOf(db, judgeUid),
        votesThisPeriod: await votesInPeriod(db, judgeUid, periods.current().start),
        // Mean absolute difference in points; a handful of votes says nothing yet.
        agreement: shared < limits.judgeAgreementMinVotes ? null : pointsOf(total / shared),
        correction: await correctionOf(judgeUid, standing),
        correctionAfter: calibrationMinVotes,
        // One who meets the rule is established by their next vote, answer or report.
        counts: standing.counts || (!standing.banned && notCounted === null),
        notCountedYet: standing.banned ? null : notCounted,
      };
    },
  };
}
