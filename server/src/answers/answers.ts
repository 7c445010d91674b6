import { randomInt, randomUUID } from 'node:crypto';
import type { SubmitAnswerBody } from '@words/contract/api/play';
import { dayOf, type Day } from '@words/contract/day';
import { foldAccents } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Periods } from '../periods/periods';
import type { SpanishDictionary } from '../words/dictionary';
import type { WordOfTheDay } from '../words/word-of-the-day';
import { fileAnswer, filedAnswerOf, hasAnswered } from './answers.repository';
import { normaliseAnswer } from './normalise-answer';

export interface TodaysWord {
  date: Day;
  word: string;
  /** Whether the player has answered today. */
  played: boolean;
  /** What they answered, as filed; null before they play. */
  answer: string | null;
}

export interface FiledAnswer {
  word: string;
  /** As filed: its dictionary form. */
  answer: string;
}

/** The player's role: today's word, and the one answer a day. */
export interface Answers {
  todaysWord(playerUid: string): Promise<TodaysWord>;
  submit(playerUid: string, body: SubmitAnswerBody): Promise<FiledAnswer>;
}

export function createAnswers(deps: {
  db: Db;
  periods: Periods;
  words: WordOfTheDay;
  /** Loads in the background from the start; the first answers wait for it. */
  dictionary: Promise<SpanishDictionary>;
}): Answers {
  const { db, periods, words } = deps;

  return {
    async todaysWord(playerUid) {
      const date = periods.today();
      const word = await words.wordFor(date);
      const answer = await filedAnswerOf(db, playerUid, date);
      return { date, word, played: answer !== null, answer };
    },

    async submit(playerUid, body) {
      const now = periods.now();
      // One reading of the clock: the answer's day and its time stamp agree even at midnight.
      const today = dayOf(now);
      if (Number.isNaN(Date.parse(body.date))) throw new AppError('INVALID_DATE');
      const word = await words.wordFor(today);
      // The page sent the word it showed: if the day rolled over since, do not file it under today's.
      if (foldAccents(body.word.trim()) !== foldAccents(word)) throw new AppError('WORD_EXPIRED');
      if (await hasAnswered(db, playerUid, today)) throw new AppError('ALREADY_PLAYED');
      const answer = normaliseAnswer(body.answer, word, await deps.dictionary);
      const filed = await fileAnswer(db, {
        id: randomUUID(),
        player_uid: playerUid,
        day: today,
        word,
        answer,
        period_start: periods.of(today).start,
        created_at: now.toISOString(),
        vote_count: 0,
        score_total: 0,
        pick_key: randomInt(2 ** 31 - 1),
      });
      // The unique key is the real guard: a simultaneous second submission lands here.
      if (!filed) throw new AppError('ALREADY_PLAYED');
      return { word, answer };
    },
  };
}
