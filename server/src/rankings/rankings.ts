import { setImmediate } from 'node:timers/promises';
import type {
  PeriodRankingResponse,
  RankedAnswer,
  RankingPeriodsResponse,
} from '@words/contract/api/rankings';
import { isDay } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { meanScore, pointsOf } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { rankPeriod } from './rank-period';
import { rankRegions } from './rank-regions';
import { insertRegionPlacements } from './region-rankings.repository';
import {
  claimPeriod,
  findClosedPeriod,
  hasAnswers,
  insertPlacements,
  insertPlaces,
  listClosedPeriods,
  nextAnsweredPeriod,
  placedAnswers,
  bestPlaceOf,
  ratedAnswersOf,
  setRanked,
  votesOf,
  wordsBetween,
} from './rankings.repository';

export interface RankingSettings {
  db: Db;
  periods: Periods;
  /** Weight of the period's mean vote in each answer's Bayesian average (in votes). */
  priorWeight: number;
  /** Votes an answer needs to be ranked. */
  minVotes: number;
  /** Answers a judge shares with others before their votes are corrected (decision 0018). */
  calibrationMinVotes: number;
  /** Told once for each period this instance ranks. */
  onRanked?: () => void;
}

export interface Rankings {
  /** The closed periods that have a ranking, newest first, and the period running now. */
  periods(): Promise<RankingPeriodsResponse>;
  periodRanking(start: string, viewerUid: string): Promise<PeriodRankingResponse>;
  /**
   * Computes the ranking of every period whose judging ended since the last look (decision 0019),
   * and says how many this instance ranked; cheap when none did. The week closer's job (decision
   * 0064): no read calls it.
   */
  closeEndedPeriods(): Promise<number>;
}

export function createRankings(settings: RankingSettings): Rankings {
  const { db, periods, priorWeight, minVotes, calibrationMinVotes } = settings;
  // Every period before this one is known to be closed and ranked.
  let closedBefore = '';

  /** Ranks a period once, in one transaction, unless another instance claimed it first. */
  async function closePeriod(start: string): Promise<boolean> {
    const period = { start, end: periods.of(start).end };
    const ranked = await db.transaction().execute(async (trx) => {
      if (!(await claimPeriod(trx, period, periods.now().toISOString()))) return false;
      const votes = await votesOf(trx, start);
      const rated = await ratedAnswersOf(trx, start, minVotes);
      // Closed is final: each placed answer keeps the figures it was ranked with, and the period
      // how it was ranked (decision 0041).
      const ranking = rankPeriod(rated, votes, { priorWeight, calibrationMinVotes });
      await insertPlacements(trx, start, ranking.placements);
      await insertPlaces(trx, start, ranking.order);
      // The map of the week: the same rule, region by region, on the same votes (decision 0076).
      const rule = { priorWeight, calibrationMinVotes, minVotes };
      await insertRegionPlacements(trx, start, rankRegions(rated, votes, rule));
      await setRanked(trx, start, {
        rated_answers: rated.length,
        prior_mean: ranking.priorMean,
        prior_weight: priorWeight,
        min_votes: minVotes,
      });
      return true;
    });
    if (ranked) settings.onRanked?.();
    return ranked;
  }

  async function closeEndedPeriods(): Promise<number> {
    // The oldest period still judged: every period before it is ranked.
    const current = periods.judged()[0]?.start ?? periods.current().start;
    if (closedBefore === current) return 0;
    const closed = new Set((await listClosedPeriods(db)).map((p) => p.period_start));
    let ranked = 0;
    let start = await nextAnsweredPeriod(db, '', current);
    while (start !== undefined) {
      // SQLite's statements hold the event loop: between two periods the calls waiting are
      // answered, so a server that starts with weeks to rank serves meanwhile.
      await setImmediate();
      if (!closed.has(start) && (await closePeriod(start))) ranked++;
      start = await nextAnsweredPeriod(db, start, current);
    }
    closedBefore = current;
    return ranked;
  }

  /**
   * The period being judged (the days after it ends), or the one whose judging is over while the
   * closer has not ranked it yet: either way its ranking is on its way. A period nobody answered
   * gets no ranking, so none is announced.
   */
  async function comingRanking(closed: readonly { period_start: string }[]) {
    const judging = periods.judging();
    if (judging) return (await hasAnswers(db, judging.start)) ? judging : undefined;
    const due = periods.lastJudged();
    if (closed.some((p) => p.period_start === due.start)) return undefined;
    if (!(await hasAnswers(db, due.start))) return undefined;
    return { ...due, rankedOn: periods.rankedOn(due.start) };
  }

  const toRanked = (
    row: Awaited<ReturnType<typeof placedAnswers>>[number],
    rank: number,
    viewerUid: string,
  ): RankedAnswer => ({
    rank,
    alias: row.deleted_at === null ? row.alias : messages.deletedPlayer,
    word: row.word,
    answer: row.answer,
    date: row.day,
    score: meanScore(row.score_total, row.vote_count) ?? 0,
    votes: row.vote_count,
    mine: row.player_uid === viewerUid,
    rankScore: row.rank_score === null ? null : pointsOf(row.rank_score),
    correctedScore: row.corrected_score === null ? null : pointsOf(row.corrected_score),
  });

  /** How a period was ranked, as its row keeps it: nulls for one ranked before (decision 0041). */
  const howRanked = (period: NonNullable<Awaited<ReturnType<typeof findClosedPeriod>>>) => ({
    priorMean: period.prior_mean === null ? null : pointsOf(period.prior_mean),
    priorWeight: period.prior_weight,
    minVotes: period.min_votes,
  });

  return {
    closeEndedPeriods,

    async periods() {
      const current = periods.current();
      const closed = await listClosedPeriods(db);
      const judging = await comingRanking(closed);
      return {
        periods: closed
          .filter((p) => p.rated_answers > 0)
          .map((p) => ({ start: p.period_start, end: p.period_end })),
        current: { ...current, rankedOn: periods.rankedOn(current.start) },
        ...(judging && { judging }),
        minVotes,
      };
    },

    async periodRanking(start, viewerUid) {
      if (!isDay(start)) throw new AppError('PERIOD_NOT_FOUND');
      const period = await findClosedPeriod(db, start);
      if (!period || period.rated_answers === 0) throw new AppError('PERIOD_NOT_FOUND');
      const best = (await placedAnswers(db, start, 'period')).map((row) =>
        toRanked(row, row.period_rank ?? 0, viewerUid),
      );
      const byWord = await placedAnswers(db, start, 'word');
      const words = (await wordsBetween(db, start, period.period_end)).map(({ day, word }) => ({
        date: day,
        word,
        answers: byWord
          .filter((row) => row.day === day)
          .map((row) => toRanked(row, row.word_rank ?? 0, viewerUid)),
      }));
      // 'Tu puesto' however low, beyond the best answers shown (issue 47).
      const mine = await bestPlaceOf(db, start, viewerUid);
      return {
        period: { start, end: period.period_end },
        how: howRanked(period),
        best,
        words,
        ...(mine && {
          yourPlace: {
            place: mine.place,
            of: period.rated_answers,
            answer: mine.answer,
            word: mine.word,
          },
        }),
      };
    },
  };
}
