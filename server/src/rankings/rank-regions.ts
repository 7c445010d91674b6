import { limits } from '@words/contract/limits';
import { isCountry } from '@words/contract/regions';
import type { JudgeVote } from './calibration';
import type { RatedAnswer } from './rank-answers';
import { rankPeriod } from './rank-period';

/** A vote that counts, with the region its judge has chosen now (decision 0076), or null. */
export interface RegionalVote extends JudgeVote {
  region: string | null;
}

/** An answer's place in a region's best answers of a period, and its 'Puntuación' there (hundredths). */
export interface RegionPlacement {
  region: string;
  place: number;
  answerId: string;
  rankScore: number;
}

/**
 * The map of the week (decision 0076): each region's best answers of a closed period by the
 * ranking's own rule (`rankPeriod`, the one home of the scoring) fed with only the votes of that
 * region's judges. An answer is rated in a region as the public ranking rates it (`rated`: shown,
 * with the minimum of votes), counting only the region's votes, and needs `rule.minVotes` of them.
 * Every vote of the region's judges goes in, as every vote of the period goes in the public one
 * (the judges' weights and biases are read from them). Judges of 'Otro' or none make no region; a
 * region with fewer than `limits.regionMinJudges` judges in the period is left out: no small
 * group's taste is told. At most `limits.regionWeekTopAnswers` answers a region.
 */
export function rankRegions(
  rated: readonly RatedAnswer[],
  votes: readonly RegionalVote[],
  rule: { priorWeight: number; calibrationMinVotes: number; minVotes: number },
): RegionPlacement[] {
  const byRegion = new Map<string, JudgeVote[]>();
  for (const { region, ...vote } of votes) {
    if (!isCountry(region)) continue;
    const list = byRegion.get(region) ?? [];
    list.push(vote);
    byRegion.set(region, list);
  }
  const placements: RegionPlacement[] = [];
  for (const [region, regionVotes] of [...byRegion].sort(([a], [b]) => a.localeCompare(b))) {
    if (new Set(regionVotes.map((vote) => vote.judge_uid)).size < limits.regionMinJudges) continue;
    const sums = new Map<string, { votes: number; total: number }>();
    for (const vote of regionVotes) {
      const sum = sums.get(vote.answer_id) ?? { votes: 0, total: 0 };
      sum.votes += 1;
      sum.total += vote.score;
      sums.set(vote.answer_id, sum);
    }
    const ratedHere = rated.flatMap((answer) => {
      const sum = sums.get(answer.id);
      if (!sum || sum.votes < rule.minVotes) return [];
      return [{ ...answer, vote_count: sum.votes, score_total: sum.total }];
    });
    const ranking = rankPeriod(ratedHere, regionVotes, rule);
    const best = ranking.placements
      .filter((placement) => placement.periodRank !== null)
      .sort((a, b) => (a.periodRank ?? 0) - (b.periodRank ?? 0))
      .slice(0, limits.regionWeekTopAnswers);
    best.forEach((placement, index) =>
      placements.push({
        region,
        place: index + 1,
        answerId: placement.answerId,
        rankScore: placement.rankScore,
      }),
    );
  }
  return placements;
}
