import { randomUUID } from 'node:crypto';
import type { SpellingQuestion, SubmitAnswerBody, TodaysCrowd } from '@words/contract/api/play';
import { dayOf, type Day } from '@words/contract/day';
import { foldAccents } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { Crowd } from '../crowd/crowd';
import { countedRegion, countFiled } from '../crowd/counters';
import type { Db } from '../db/database';
import { retriedTransaction } from '../db/retried-transaction';
import { lockPlayers } from '../db/row-locks';
import type { NewAnswer } from '../db/schema';
import { establishDue, type EstablishmentRule } from '../trust/established-judges';
import type { Periods } from '../periods/periods';
import type { JudgingQueue } from '../judging/karma';
import { drawPickKey } from '../judging/pick-key';
import type { LiveDictionary } from '../words/live-dictionary';
import type { WordOfTheDay } from '../words/word-of-the-day';
import { filedAnswerOf, insertAnswer } from './answers.repository';
import type { FiledToday } from './filed-today';
import { normaliseAnswer, type Normalised } from './normalise-answer';

export interface TodaysWord {
  date: Day;
  word: string;
  /** Whether the player has answered today. */
  played: boolean;
  /** What they answered, as filed; null before they play. */
  answer: string | null;
  /** Once played: what the others answered so far. */
  crowd?: TodaysCrowd;
}

/** How filing an answer ended: filed, or refused with this code. */
type Filing = 'FILED' | 'ALREADY_PLAYED' | 'NOT_REGISTERED' | 'BANNED';

export interface FiledAnswer {
  word: string;
  /** As filed: its dictionary form. */
  answer: string;
  /** The crowd of the answer's day with it counted, so the page need not ask again. */
  crowd: TodaysCrowd;
}

/** The player's role: today's word, and the one answer a day. */
export interface Answers {
  todaysWord(playerUid: string): Promise<TodaysWord>;
  /** Files the answer, or, before anything is stored, asks which spelling the player means. */
  submit(
    playerUid: string,
    body: SubmitAnswerBody,
  ): Promise<FiledAnswer | { ask: SpellingQuestion }>;
  /** The player's answer of `day` as it was filed, or null if they did not play it. */
  filedOn(playerUid: string, day: Day): Promise<string | null>;
  /** Whether the player has played `day` (today's answers are remembered per process). */
  playedOn(playerUid: string, day: Day): Promise<boolean>;
}

export function createAnswers(deps: {
  db: Db;
  periods: Periods;
  words: WordOfTheDay;
  crowd: Crowd;
  filedToday: FiledToday;
  /** Loads in the background from the start; the first answers wait for it. */
  dictionary: LiveDictionary;
  /** Where a filed answer enters the judging queue (karma). */
  queue: JudgingQueue;
  /** When a judge's votes start to count: an answer can make its author's last day of the rule. */
  establishment: EstablishmentRule;
}): Answers {
  const { db, periods, words, filedToday, queue, establishment } = deps;

  /**
   * Files an answer in one transaction, with its place in the judging queue, its author
   * established as a judge when it makes the rule's days, and counted into the crowd of its day.
   * The author's row is locked first (db/row-locks.ts): an author deleted or banned since the call
   * read them, on any instance, is refused, and a deletion in flight waits for the answer and takes
   * it away with its counts. ALREADY_PLAYED for a second answer of a day. A transaction that lost
   * a deadlock to another instance is run again.
   */
  const fileAnswer = (row: Omit<NewAnswer, 'queue_rank' | 'region'>): Promise<Filing> =>
    retriedTransaction(db, async (trx) => {
      const author = (
        await lockPlayers(trx, [row.player_uid], 'noKeyUpdate', ['banned_at', 'region'])
      ).get(row.player_uid);
      if (!author) return 'NOT_REGISTERED';
      if (author.banned_at !== null) return 'BANNED';
      const queueRank = await queue.rankOf(trx, row);
      // Counted in its author's country as the lock read it: a change of region waits for it.
      const filed = { ...row, queue_rank: queueRank, region: countedRegion(author.region) };
      if (!(await insertAnswer(trx, filed))) return 'ALREADY_PLAYED';
      await establishDue(trx, [row.player_uid], establishment, row.created_at);
      // After the answer establishDue may count anew: the crowd's rows come last, as a deletion
      // locks them.
      await countFiled(trx, [filed]);
      return 'FILED';
    });

  return {
    async todaysWord(playerUid) {
      const date = periods.today();
      const word = await words.wordFor(date);
      const answer = await filedToday.answerOf(playerUid, date);
      if (answer === null) return { date, word, played: false, answer };
      return { date, word, played: true, answer, crowd: await deps.crowd.today(date, answer) };
    },

    async submit(playerUid, body) {
      const now = periods.now();
      // One reading of the clock: the answer's day and its time stamp agree even at midnight.
      const today = dayOf(now);
      const word = await words.wordFor(today);
      // The page sent the word it showed: if the day rolled over since, do not file it under today's.
      if (foldAccents(body.word.trim()) !== foldAccents(word)) throw new AppError('WORD_EXPIRED');
      if ((await filedToday.answerOf(playerUid, today)) !== null) {
        throw new AppError('ALREADY_PLAYED');
      }
      const dictionary = await deps.dictionary.current();
      let normalised: Normalised;
      try {
        normalised = normaliseAnswer(body.answer, word, dictionary, body.spelling === 'as_typed');
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_IN_DICTIONARY') {
          // As the shared rules passed it: one word of Spanish letters, and nothing of who typed it.
          const typed = body.answer.trim().normalize('NFC').toLowerCase();
          await deps.dictionary.countRefused({ day: today, word: typed });
        }
        throw error;
      }
      if ('ask' in normalised) return normalised;
      const answer = normalised.filed;
      const periodStart = periods.of(today).start;
      const filed = await fileAnswer({
        id: randomUUID(),
        player_uid: playerUid,
        day: today,
        word,
        answer,
        period_start: periodStart,
        created_at: now.toISOString(),
        vote_count: 0,
        score_total: 0,
        pick_key: drawPickKey(),
      });
      // The unique key is the real guard: a simultaneous second submission lands here; and the
      // author's row, whatever the call read of them before.
      if (filed !== 'FILED') throw new AppError(filed);
      filedToday.filed(playerUid, today, answer);
      // The day it was filed under, not the clock again: at midnight that is already tomorrow.
      return { word, answer, crowd: await deps.crowd.today(today, answer) };
    },

    filedOn: (playerUid, day) => filedAnswerOf(db, playerUid, day),

    playedOn: async (playerUid, day) => (await filedToday.answerOf(playerUid, day)) !== null,
  };
}
