import { randomInt, randomUUID } from 'node:crypto';
import type { SubmitAnswerBody } from '@words/contract/api/play';
import { dayOf } from '@words/contract/day';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { periodOf } from '../periods/period';
import type { SpanishDictionary } from '../words/dictionary';
import { foldAccents } from '../words/dictionary';
import type { WordOfTheDay } from '../words/word-of-the-day';
import { fileAnswer, hasAnswered } from './answers.repository';
import { normaliseAnswer } from './normalise-answer';

export interface SubmitAnswerDeps {
  db: Db;
  clock: Clock;
  words: WordOfTheDay;
  dictionary: SpanishDictionary;
  periodDays: number;
}

export interface FiledAnswer {
  word: string;
  answer: string;
}

export async function submitAnswer(
  deps: SubmitAnswerDeps,
  playerUid: string,
  body: SubmitAnswerBody,
): Promise<FiledAnswer> {
  const now = deps.clock.now();
  const today = dayOf(now);
  if (Number.isNaN(Date.parse(body.date))) throw new AppError('INVALID_DATE');
  const word = await deps.words.wordFor(today);
  // The page sent the word it showed: if the day rolled over since, do not file it under today's.
  if (foldAccents(body.word.trim()) !== foldAccents(word)) throw new AppError('WORD_EXPIRED');
  if (await hasAnswered(deps.db, playerUid, today)) throw new AppError('ALREADY_PLAYED');
  const answer = normaliseAnswer(body.answer, word, deps.dictionary);
  const filed = await fileAnswer(deps.db, {
    id: randomUUID(),
    player_uid: playerUid,
    day: today,
    word,
    answer,
    period_start: periodOf(today, deps.periodDays).start,
    created_at: now.toISOString(),
    vote_count: 0,
    score_total: 0,
    pick_key: randomInt(2 ** 31 - 1),
  });
  // The unique key is the real guard: a simultaneous second submission lands here.
  if (!filed) throw new AppError('ALREADY_PLAYED');
  return { word, answer };
}
