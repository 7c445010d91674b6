import type {
  PeriodRankingResponse,
  RankedAnswer,
  RankingPeriodsResponse,
} from '@words/contract/api/rankings';
import { isDay } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { calibratedSums, judgeBiases } from './calibration';
import { rankAnswers } from './rank-answers';
import {
  claimPeriod,
  findClosedPeriod,
  forgetServedAnswers,
  insertPlacements,
  listClosedPeriods,
  nextAnsweredPeriod,
  placedAnswers,
  ratedAnswersOf,
  setRatedAnswers,
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
   * Computes the ranking of every period whose judging ended since the last look (decision 0019);
   * cheap when none did.
   */
  closeEndedPeriods(): Promise<void>;
}

export function createRankings(settings: RankingSettings): Rankings {
  const { db, periods, priorWeight, minVotes, calibrationMinVotes } = settings;
  // Every period before this one is known to be closed and ranked.
  let closedBefore = '';

  /** Ranks a period once, in one transaction, unless another instance claimed it first. */
  async function closePeriod(start: string): Promise<void> {
    const period = { start, end: periods.of(start).end };
    const ranked = await db.transaction().execute(async (trx) => {
      if (!(await claimPeriod(trx, period, periods.now().toISOString()))) return false;
      const votes = await votesOf(trx, start);
      const calibrated = calibratedSums(votes, judgeBiases(votes, calibrationMinVotes));
      const rated = await ratedAnswersOf(trx, start, minVotes);
      const answers = rated.map((answer) => ({
        ...answer,
        score_total: calibrated.get(answer.id)?.total ?? answer.score_total,
      }));
      // Closed is final: each placed answer keeps the plain figures it was ranked with.
      const plain = new Map(rated.map((answer) => [answer.id, answer]));
      const placements = rankAnswers(answers, priorWeight).map((placement) => ({
        ...placement,
        voteCount: plain.get(placement.answerId)?.vote_count ?? 0,
        scoreTotal: plain.get(placement.answerId)?.score_total ?? 0,
      }));
      await insertPlacements(trx, start, placements);
      await setRatedAnswers(trx, start, answers.length);
      await forgetServedAnswers(trx, start);
      return true;
    });
    if (ranked) settings.onRanked?.();
  }

  async function closeEndedPeriods(): Promise<void> {
    // The oldest period still judged: every period before it is ranked.
    const current = periods.judged()[0]?.start ?? periods.current().start;
    if (closedBefore === current) return;
    const closed = new Set((await listClosedPeriods(db)).map((p) => p.period_start));
    let start = await nextAnsweredPeriod(db, '', current);
    while (start !== undefined) {
      if (!closed.has(start)) await closePeriod(start);
      start = await nextAnsweredPeriod(db, start, current);
    }
    closedBefore = current;
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
  });

  return {
    closeEndedPeriods,

    async periods() {
      await closeEndedPeriods();
      const current = periods.current();
      return {
        periods: (await listClosedPeriods(db))
          .filter((p) => p.rated_answers > 0)
          .map((p) => ({ start: p.period_start, end: p.period_end })),
        current: { ...current, rankedOn: periods.rankedOn(current.start) },
        minVotes,
      };
    },

    async periodRanking(start, viewerUid) {
      if (!isDay(start)) throw new AppError('PERIOD_NOT_FOUND');
      await closeEndedPeriods();
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
      return { period: { start, end: period.period_end }, best, words };
    },
  };
}
