import type { JudgeFigures as JudgeFiguresResponse } from '@words/contract/api/user';
import { limits } from '@words/contract/limits';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { notCountedYet, type EstablishmentRule } from '../moderation/established-judges';
import {
  countVotesOf,
  differencesFromOthers,
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
}): JudgeFigures {
  const { db, periods, establishment } = deps;
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
        agreement: shared < limits.judgeAgreementMinVotes ? null : Math.round(total / shared) / 100,
        // One who meets the rule is established by their next vote, answer or report.
        counts: standing.counts || (!standing.banned && notCounted === null),
        notCountedYet: standing.banned ? null : notCounted,
      };
    },
  };
}
