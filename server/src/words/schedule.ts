import { addDays, isDay, type Day } from '@words/contract/day';
import type { Db } from '../db/database';
import { listDailyWords, upsertScheduledWord } from './daily-words.repository';
import type { SpanishDictionary } from './dictionary';
import { nextPoolWord } from './next-pool-word';
import { isSpanishWord } from '@words/contract/rules';

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

export async function scheduleWord(
  db: Db,
  entry: ScheduleEntry,
  today: Day,
  now: Date,
  dictionary: SpanishDictionary,
): Promise<string> {
  const word = checkScheduleEntry(entry, today, dictionary);
  await upsertScheduledWord(db, entry.day, word, now.toISOString());
  return word;
}

/**
 * Schedules every line of a file ("YYYY-MM-DD word", blank lines and # comments skipped),
 * all or nothing: one bad line stores none and every bad line is reported.
 */
export async function importSchedule(
  db: Db,
  text: string,
  today: Day,
  now: Date,
  dictionary: SpanishDictionary,
): Promise<ScheduleEntry[]> {
  const problems: string[] = [];
  const entries: ScheduleEntry[] = [];
  const seen = new Set<string>();
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
      const word = checkScheduleEntry({ day, word: rawWord }, today, dictionary);
      if (seen.has(day)) throw new ScheduleError(`${day} appears twice`);
      seen.add(day);
      entries.push({ day, word });
    } catch (error) {
      if (!(error instanceof ScheduleError)) throw error;
      problems.push(`line ${index + 1}: ${error.message}`);
    }
  });
  if (problems.length > 0) throw new ScheduleError(problems.join('\n'));
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      await upsertScheduledWord(trx, entry.day, entry.word, now.toISOString());
    }
  });
  return entries;
}

/** What the next `count` days will be, starting today, as the server will pick them. */
export async function upcomingWords(
  db: Db,
  today: Day,
  count: number,
  pool: readonly string[],
): Promise<ScheduledDay[]> {
  const fixed = await listDailyWords(db);
  const byDay = new Map(fixed.map((row) => [row.day, row]));
  const used = fixed.map(({ day, word }) => ({ day, word }));
  const days: ScheduledDay[] = [];
  for (let i = 0; i < count; i++) {
    const day = addDays(today, i);
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
}
