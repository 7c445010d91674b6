import type {
  PeriodRankingResponse,
  RankedAnswer,
  RankingPeriod,
} from '@words/contract/api/rankings';
import { isDay } from '@words/contract/day';
import { meanScore } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
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
  wordsBetween,
} from './rankings.repository';

export interface RankingSettings {
  db: Db;
  periods: Periods;
  /** Weight of the period's mean vote in each answer's Bayesian average (in votes). */
  priorWeight: number;
}

export interface Rankings {
  /** The closed periods that have a ranking, newest first. */
  closedPeriods(): Promise<RankingPeriod[]>;
  periodRanking(start: string, viewerUid: string): Promise<PeriodRankingResponse>;
  /** Computes the ranking of every period that ended since the last look; cheap when none did. */
  closeEndedPeriods(): Promise<void>;
}

export function createRankings(settings: RankingSettings): Rankings {
  const { db, periods, priorWeight } = settings;
  // Every period before this one is known to be closed and ranked.
  let closedBefore = '';

  /** Ranks a period once, in one transaction, unless another instance claimed it first. */
  async function closePeriod(start: string): Promise<void> {
    const period = { start, end: periods.of(start).end };
    await db.transaction().execute(async (trx) => {
      if (!(await claimPeriod(trx, period, periods.now().toISOString()))) return;
      const answers = await ratedAnswersOf(trx, start);
      await insertPlacements(trx, start, rankAnswers(answers, priorWeight));
      await setRatedAnswers(trx, start, answers.length);
      await forgetServedAnswers(trx, start);
    });
  }

  async function closeEndedPeriods(): Promise<void> {
    const current = periods.current().start;
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
    alias: row.alias,
    word: row.word,
    answer: row.answer,
    date: row.day,
    score: meanScore(row.score_total, row.vote_count) ?? 0,
    votes: row.vote_count,
    mine: row.player_uid === viewerUid,
  });

  return {
    closeEndedPeriods,

    async closedPeriods() {
      await closeEndedPeriods();
      return (await listClosedPeriods(db))
        .filter((p) => p.rated_answers > 0)
        .map((p) => ({ start: p.period_start, end: p.period_end }));
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
