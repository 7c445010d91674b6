import type { Day } from '@words/contract/day';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findDailyWord, insertDailyWordIfAbsent, listDailyWords } from './daily-words.repository';
import { nextPoolWord } from './next-pool-word';

export interface WordOfTheDay {
  /** The word of `day`; fixed in the database the first time anyone asks for it. */
  wordFor(day: Day): Promise<string>;
}

export function createWordOfTheDay(deps: {
  db: Db;
  clock: Clock;
  pool: readonly string[];
}): WordOfTheDay {
  const { db, clock, pool } = deps;
  // A started day's word never changes, so the latest one is kept in memory.
  let cached: { day: Day; word: string } | undefined;
  // At 00:00 UTC every player asks at once: one lookup serves all the calls that arrive meanwhile.
  const fixing = new Map<Day, Promise<string>>();

  async function fixWord(day: Day): Promise<string> {
    const existing = await findDailyWord(db, day);
    if (existing) return existing.word;
    const word = nextPoolWord(pool, await listDailyWords(db));
    await insertDailyWordIfAbsent(db, {
      day,
      word,
      source: 'pool',
      created_at: clock.now().toISOString(),
    });
    const fixed = await findDailyWord(db, day);
    if (!fixed) throw new Error(`The word of ${day} could not be fixed`);
    return fixed.word;
  }

  return {
    async wordFor(day) {
      if (cached?.day === day) return cached.word;
      let pending = fixing.get(day);
      if (!pending) {
        pending = fixWord(day).finally(() => fixing.delete(day));
        fixing.set(day, pending);
      }
      const word = await pending;
      if (!cached || day >= cached.day) cached = { day, word };
      return word;
    },
  };
}
