import { addDays, dayOf } from '@words/contract/day';
import { isSpanishWord } from '@words/contract/rules';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { Lexicon } from './lexicon/build-lexicon';
import { applyWordLists } from './live-dictionary';
import {
  deleteAllowedWord,
  deleteBlockedWord,
  insertBlockedWord,
  listAllowedWords,
  listBlockedWords,
  listRefusedWords,
  upsertAllowedWord,
  type RefusedWord,
} from './word-lists.repository';

/** An operator's mistake, told in a sentence the command line prints as it is. */
export class WordListError extends Error {
  override name = 'WordListError';
}

/** The operators' allow-list and block-list (npm run words), and what players tried in vain. */
export interface WordLists {
  /** Adds a word, with the inflections of `like` when given; returns every form it adds. */
  allow(word: string, like?: string): Promise<string[]>;
  block(word: string): Promise<void>;
  unallow(word: string): Promise<void>;
  unblock(word: string): Promise<void>;
  /** The refused words tried over the last `days` days, today included, most tried first. */
  refused(days: number): Promise<RefusedWord[]>;
}

function wordOf(typed: string): string {
  const word = typed.trim().normalize('NFC').toLowerCase();
  if (!isSpanishWord(word)) {
    throw new WordListError(`"${typed}" is not one word of Spanish letters`);
  }
  return word;
}

export function createWordLists(deps: {
  db: Db;
  clock: Clock;
  lexicon: () => Promise<Lexicon>;
}): WordLists {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  return {
    async allow(typed, typedLike) {
      const word = wordOf(typed);
      const like = typedLike === undefined ? null : wordOf(typedLike);
      const [lexicon, allowed, blocked] = await Promise.all([
        deps.lexicon(),
        listAllowedWords(db),
        listBlockedWords(db),
      ]);
      if (blocked.includes(word)) {
        throw new WordListError(`"${word}" is blocked: unblock it first`);
      }
      const forms = like === null ? [word] : lexicon.formsLike(word, like);
      if (forms === null) {
        throw new WordListError(`"${like}" is not a word of the dictionary to take forms from`);
      }
      const current = applyWordLists(lexicon, allowed, blocked);
      // A word of the dictionary refused as offensive may be allowed: the operators' lists win.
      if (like === null && current.formOf(word) === word && !current.isOffensive(word)) {
        throw new WordListError(`"${word}" is already a word of the dictionary`);
      }
      await upsertAllowedWord(db, { word, like }, now());
      return forms;
    },

    async block(typed) {
      const word = wordOf(typed);
      const allowed = await listAllowedWords(db);
      if (allowed.some((entry) => entry.word === word)) {
        throw new WordListError(`"${word}" is allowed: unallow it first`);
      }
      await insertBlockedWord(db, word, now());
    },

    async unallow(typed) {
      const word = wordOf(typed);
      if (!(await deleteAllowedWord(db, word))) {
        throw new WordListError(`"${word}" is not in the allow-list`);
      }
    },

    async unblock(typed) {
      const word = wordOf(typed);
      if (!(await deleteBlockedWord(db, word))) {
        throw new WordListError(`"${word}" is not in the block-list`);
      }
    },

    async refused(days) {
      return listRefusedWords(db, addDays(dayOf(clock.now()), 1 - days));
    },
  };
}
