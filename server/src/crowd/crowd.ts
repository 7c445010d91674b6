import type { CommonAnswer, PastDayResponse, TodaysCrowd } from '@words/contract/api/play';
import { isDay, type Day } from '@words/contract/day';
import { limits } from '@words/contract/limits';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import { findDailyWord } from '../words/daily-words.repository';
import { mostCommonAnswers, playersOf, playersWhoAnswered } from './crowd.repository';

/**
 * What the other players answered. Read from counters kept as answers are filed (one row per day
 * and one per day and answer), so no read ever walks a day's answers.
 */
export interface Crowd {
  /**
   * The crowd of `day` (today, as the caller read it from the clock) as the player who answered
   * `answer` that day sees it.
   */
  today(day: Day, answer: string): Promise<TodaysCrowd>;
  /** A day before today, with the caller's own answer. */
  pastDay(playerUid: string, date: string): Promise<PastDayResponse>;
  /**
   * Whether `answer` is among the answers of `day` the public list shows every player: the crowd
   * after playing when `day` is `today`, the day's page before.
   */
  listed(day: Day, answer: string, today: Day): Promise<boolean>;
}

export function createCrowd(deps: {
  db: Db;
  periods: Periods;
  /** The player's answer of a day as filed (the answers' service says), or null. */
  answerOf: (playerUid: string, day: Day) => Promise<string | null>;
}): Crowd {
  const { db, periods, answerOf } = deps;
  return {
    async today(day, answer) {
      const [players, sameAnswer, top] = await Promise.all([
        playersOf(db, day),
        playersWhoAnswered(db, day, answer),
        mostCommonAnswers(db, day, limits.crowdTopAnswers),
      ]);
      return {
        players,
        sameAnswer,
        topAnswers: withOwn(top, answer, sameAnswer, limits.crowdTopAnswers),
      };
    },

    async pastDay(playerUid, date) {
      // Today's crowd is only for those who played it: a past day is one that has ended.
      if (!isDay(date) || date >= periods.today()) throw new AppError('DAY_NOT_FOUND');
      const daily = await findDailyWord(db, date);
      if (!daily) throw new AppError('DAY_NOT_FOUND');
      const [players, top, yourAnswer] = await Promise.all([
        playersOf(db, date),
        mostCommonAnswers(db, date, limits.pastDayTopAnswers),
        answerOf(playerUid, date as Day),
      ]);
      const alone = yourAnswer !== null && !top.some((common) => common.answer === yourAnswer);
      const yours = alone ? await playersWhoAnswered(db, date, yourAnswer) : 0;
      return {
        date,
        word: daily.word,
        players,
        topAnswers: withOwn(top, yourAnswer, yours, limits.pastDayTopAnswers),
        yourAnswer,
      };
    },

    async listed(day, answer, today) {
      const limit = day === today ? limits.crowdTopAnswers : limits.pastDayTopAnswers;
      const shown = await mostCommonAnswers(db, day, limit);
      return shown.some((common) => common.answer === answer);
    },
  };
}

/**
 * The list a player sees: the answers others gave too (`top`, each of at least
 * `limits.crowdMinPlayers` players), and after them their own when too few others gave it to be
 * among those, while the list has room. A hidden or deleted answer (a count of 0) is left out.
 */
function withOwn(
  top: CommonAnswer[],
  own: string | null,
  ownCount: number,
  limit: number,
): CommonAnswer[] {
  if (own === null || ownCount < 1 || ownCount >= limits.crowdMinPlayers) return top;
  if (top.length >= limit || top.some((common) => common.answer === own)) return top;
  return [...top, { answer: own, count: ownCount }];
}
