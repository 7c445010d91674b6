import type { GroupRankedAnswer, GroupRanking } from '@words/contract/api/groups';
import { limits } from '@words/contract/limits';
import { messages } from '@words/contract/messages';
import { meanScore, pointsOf } from '@words/contract/rules';
import type { Db } from '../db/database';
import { rankPena, type PenaRanking } from '../rankings/rank-pena';
import type { Period } from '../periods/period';
import type { MemberAnswer } from './groups.repository';
import { penaRankedAnswers, type lastPenaClosedPeriod } from './pena-rankings.repository';

/** A peña's stored ranking of a period: which period, and how it was ranked. */
type StoredPenaPeriod = NonNullable<Awaited<ReturnType<typeof lastPenaClosedPeriod>>>;

/** The peña's rule (decision 0061): a small group's prior weight and minimum of votes. */
export const PENA_RULE = { priorWeight: limits.penaPriorWeight, minVotes: limits.penaMinVotes };

/** The members' answers as the peña's votes rank them: its counts, not the public ones. */
export function rankedByPena(rows: readonly MemberAnswer[]): PenaRanking {
  return rankPena(
    rows.map((row) => ({
      id: row.id,
      day: row.day,
      vote_count: row.pena_vote_count,
      score_total: row.pena_score_total,
      created_at: row.created_at,
    })),
    PENA_RULE,
  );
}

const how = (priorMean: number | null, rule: { priorWeight: number; minVotes: number }) => ({
  prior_mean: priorMean === null ? null : pointsOf(priorMean),
  prior_weight: rule.priorWeight,
  min_votes: rule.minVotes,
});

const rankedAnswer = (
  row: {
    alias: string;
    word: string;
    answer: string;
    day: string;
    player_uid: string;
    deleted_at?: string | null;
  },
  placement: {
    place: number;
    voteCount: number;
    scoreTotal: number;
    rankScore: number | null;
  },
  rank: number | null,
  uid: string,
): GroupRankedAnswer => ({
  place: placement.place,
  alias: row.deleted_at ? messages.deletedPlayer : row.alias,
  word: row.word,
  answer: row.answer,
  date: row.day,
  score: meanScore(placement.scoreTotal, placement.voteCount),
  votes: placement.voteCount,
  rank,
  mine: row.player_uid === uid,
  rank_score: placement.rankScore === null ? null : pointsOf(placement.rankScore),
  best: placement.place === 1 && placement.rankScore !== null,
});

/** A period still judged, as it stands: every member's answer by the peña's votes so far. */
export function openPenaRanking(
  period: Period,
  rows: readonly MemberAnswer[],
  uid: string,
): GroupRanking {
  const ranking = rankedByPena(rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    start: period.start,
    end: period.end,
    how: how(ranking.priorMean, PENA_RULE),
    answers: ranking.placements.flatMap((placement) => {
      const row = byId.get(placement.answerId);
      return row ? [rankedAnswer(row, placement, null, uid)] : [];
    }),
  };
}

/** The peña's ranking of a closed period as the closer stored it (closed is final): read only. */
export async function closedPenaRanking(
  db: Db,
  of: { groupId: string; uid: string; stored: StoredPenaPeriod },
): Promise<GroupRanking> {
  const { stored } = of;
  const rows = await penaRankedAnswers(db, of.groupId, stored.period_start);
  return {
    start: stored.period_start,
    end: stored.period_end,
    how: how(stored.prior_mean, {
      priorWeight: stored.prior_weight,
      minVotes: stored.min_votes,
    }),
    // Numbered again as read: an answer hidden since leaves no gap.
    answers: rows.map((row, index) =>
      rankedAnswer(
        row,
        {
          place: index + 1,
          voteCount: row.vote_count,
          scoreTotal: row.score_total,
          rankScore: row.rank_score,
        },
        row.period_rank,
        of.uid,
      ),
    ),
  };
}
