import { addDays, dayOf, isDay, type Day } from '@words/contract/day';
import { isSpanishWord } from '@words/contract/rules';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { listDailyWords, upsertScheduledWord } from './daily-words.repository';
import type { SpanishDictionary } from './dictionary';
import { nextPoolWord } from './next-pool-word';

/** An operator's mistake, told in a sentence the command line prints as it is. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

export interface ScheduledDay {
  day: Day;
  word: string;
  /** 'schedule' and 'pool' are fixed in the database; 'forecast' is what the pool will give. */
  source: 'schedule' | 'pool' | 'forecast';
}

export interface ScheduleEntry {
  day: string;
  word: string;
}

/** Checks a date and word an operator wants to schedule; returns the word as it will be stored. */
export function checkScheduleEntry(
  entry: ScheduleEntry,
  today: Day,
  dictionary: SpanishDictionary,
): string {
  if (!isDay(entry.day)) {
    throw new ScheduleError(`"${entry.day}" is not a date: write it as YYYY-MM-DD`);
  }
  if (entry.day <= today) {
    throw new ScheduleError(
      `${entry.day} has already started (today is ${today} UTC): its word can no longer change`,
    );
  }
  const word = entry.word.trim().normalize('NFC').toLowerCase();
  const form = isSpanishWord(word) ? dictionary.formOf(word) : null;
  if (form === null) {
    throw new ScheduleError(`"${entry.word}" is not a word of the Spanish dictionary`);
  }
  return form;
}

/** The word schedule as operators manage it from the command line (npm run words). */
export interface Schedule {
  /** Every day whose word is fixed: scheduled, or already played. */
  fixedDays(): Promise<ScheduledDay[]>;
  /** Sets the word of a day that has not started; returns the word as stored. */
  schedule(entry: ScheduleEntry): Promise<string>;
  /**
   * Schedules every line of a file ("YYYY-MM-DD word", blank lines and # comments skipped),
   * all or nothing: one bad line stores none and every bad line is reported. A day already
   * scheduled with another word is one too, unless `replace`.
   */
  importLines(text: string, options?: { replace?: boolean }): Promise<ScheduleEntry[]>;
  /** What the next `count` days will be, starting today, as the server will pick them. */
  upcoming(count: number): Promise<ScheduledDay[]>;
}

export function createSchedule(deps: {
  db: Db;
  clock: Clock;
  pool: readonly string[];
  dictionary: () => Promise<SpanishDictionary>;
}): Schedule {
  const { db, clock, pool } = deps;
  const today = () => dayOf(clock.now());

  return {
    async fixedDays() {
      return (await listDailyWords(db)).map(({ day, word, source }) => ({ day, word, source }));
    },

    async schedule(entry) {
      const word = checkScheduleEntry(entry, today(), await deps.dictionary());
      await upsertScheduledWord(db, entry.day, word, clock.now().toISOString());
      return word;
    },

    async importLines(text, { replace = false } = {}) {
      const dictionary = await deps.dictionary();
      const day0 = today();
      const problems: string[] = [];
      const entries: ScheduleEntry[] = [];
      const lineOf = new Map<string, number>();
      text.split(/\r?\n/).forEach((line, index) => {
        const content = line.trim();
        if (content === '' || content.startsWith('#')) return;
        const match = /^(\S+)[\s,;]+(\S+)$/.exec(content);
        if (!match) {
          problems.push(`line ${index + 1}: expected "YYYY-MM-DD word", got "${content}"`);
          return;
        }
        const [, day = '', rawWord = ''] = match;
        try {
          const word = checkScheduleEntry({ day, word: rawWord }, day0, dictionary);
          if (lineOf.has(day)) throw new ScheduleError(`${day} appears twice`);
          lineOf.set(day, index + 1);
          entries.push({ day, word });
        } catch (error) {
          if (!(error instanceof ScheduleError)) throw error;
          problems.push(`line ${index + 1}: ${error.message}`);
        }
      });
      if (problems.length > 0) throw new ScheduleError(problems.join('\n'));
      if (!replace) refuseChanges(entries, await listDailyWords(db), lineOf);
      const now = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const entry of entries) await upsertScheduledWord(trx, entry.day, entry.word, now);
      });
      return entries;
    },

    async upcoming(count) {
      const fixed = await listDailyWords(db);
      const byDay = new Map(fixed.map((row) => [row.day, row]));
      const used = fixed.map(({ day, word }) => ({ day, word }));
      const days: ScheduledDay[] = [];
      const first = today();
      for (let i = 0; i < count; i++) {
        const day = addDays(first, i);
        const row = byDay.get(day);
        if (row) {
          days.push({ day, word: row.word, source: row.source });
          continue;
        }
        const word = nextPoolWord(pool, used);
        used.push({ day, word });
        days.push({ day, word, source: 'forecast' });
      }
      return days;
    },
  };
}

/** An import changes no scheduled word unless told to (--replace): it lists what it would change. */
function refuseChanges(
  entries: ScheduleEntry[],
  fixed: { day: string; word: string }[],
  lineOf: Map<string, number>,
): void {
  const scheduled = new Map(fixed.map(({ day, word }) => [day, word]));
  const changes = entries.flatMap(({ day, word }) => {
    const before = scheduled.get(day);
    return before === undefined || before === word
      ? []
      : [`line ${lineOf.get(day)}: ${day} is scheduled as "${before}"; it would become "${word}"`];
  });
  if (changes.length === 0) return;
  throw new ScheduleError(
    [...changes, 'Nothing was changed: import with --replace to change these days.'].join('\n'),
  );
}
