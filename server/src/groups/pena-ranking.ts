import type { GroupRankedAnswer, GroupRanking } from '@words/contract/api/groups';
import { limits } from '@words/contract/limits';
import { messages } from '@words/contract/messages';
import { meanScore, pointsOf } from '@words/contract/rules';
import type { Db } from '../db/database';
import { rankPena, type PenaRanking } from '../rankings/rank-pena';
import type { Period } from '../periods/period';
import { membersAnswers } from './groups.repository';
import {
  claimPenaPeriod,
  insertPenaPlacements,
  penaClosedPeriod,
  penaRankedAnswers,
} from './pena-rankings.repository';

export type AnswerRow = Awaited<ReturnType<typeof membersAnswers>>[number];

/** The peña's rule (decision 0061): a small group's prior weight and minimum of votes. */
const RULE = { priorWeight: limits.penaPriorWeight, minVotes: limits.penaMinVotes };

/** The members' answers as the peña's votes rank them: its counts, not the public ones. */
function rankedByPena(rows: readonly AnswerRow[]): PenaRanking {
  return rankPena(
    rows.map((row) => ({
      id: row.id,
      day: row.day,
      vote_count: row.pena_vote_count,
      score_total: row.pena_score_total,
      created_at: row.created_at,
    })),
    RULE,
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
  rows: readonly AnswerRow[],
  uid: string,
): GroupRanking {
  const ranking = rankedByPena(rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    start: period.start,
    end: period.end,
    how: how(ranking.priorMean, RULE),
    answers: ranking.placements.flatMap((placement) => {
      const row = byId.get(placement.answerId);
      return row ? [rankedAnswer(row, placement, null, uid)] : [];
    }),
  };
}

/**
 * The peña's ranking of a closed period as it was ranked (closed is final): stored the first time
 * it is asked for, from the members' answers and the peña's votes then, and read as stored after.
 */
export async function closedPenaRanking(
  db: Db,
  of: { groupId: string; uid: string; period: Period; now: Date },
): Promise<GroupRanking> {
  const { groupId, period } = of;
  if (!(await penaClosedPeriod(db, groupId, period.start))) {
    await db.transaction().execute(async (trx) => {
      const ranking = rankedByPena(await membersAnswers(trx, groupId, period.start, period.end));
      const claimed = await claimPenaPeriod(trx, {
        group_id: groupId,
        period_start: period.start,
        closed_at: of.now.toISOString(),
        prior_mean: ranking.priorMean,
        prior_weight: RULE.priorWeight,
        min_votes: RULE.minVotes,
      });
      if (!claimed) return;
      await insertPenaPlacements(
        trx,
        ranking.placements.map((placement) => ({
          group_id: groupId,
          period_start: period.start,
          answer_id: placement.answerId,
          place: placement.place,
          vote_count: placement.voteCount,
          score_total: placement.scoreTotal,
          rank_score: placement.rankScore,
        })),
      );
    });
  }
  const [stored, rows] = await Promise.all([
    penaClosedPeriod(db, groupId, period.start),
    penaRankedAnswers(db, groupId, period.start),
  ]);
  return {
    start: period.start,
    end: period.end,
    how: how(stored?.prior_mean ?? null, {
      priorWeight: stored?.prior_weight ?? RULE.priorWeight,
      minVotes: stored?.min_votes ?? RULE.minVotes,
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
