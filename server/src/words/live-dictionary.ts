import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { createDictionary, type SpanishDictionary } from './dictionary';
import type { Lexicon } from './lexicon/build-lexicon';
import {
  countRefusedTry,
  listAllowedWords,
  listBlockedWords,
  type AllowedWord,
  type RefusedTry,
} from './word-lists.repository';

/** How old the operators' lists may be before a call reads them again: a change shows within it. */
export const WORD_LISTS_MAX_AGE_MS = 30_000;

export interface LiveDictionary {
  /** The dictionary with the operators' lists as they were at most WORD_LISTS_MAX_AGE_MS ago. */
  current(): Promise<SpanishDictionary>;
  /** Counts one try of a word the dictionary refused (no player data); never fails the caller. */
  countRefused(refused: RefusedTry): Promise<void>;
}

/** The lexicon with an operator's lists on top: allowed words with their forms, blocked words. */
export function applyWordLists(
  lexicon: Lexicon,
  allowed: readonly AllowedWord[],
  blocked: readonly string[],
): SpanishDictionary {
  const entries = new Set(allowed.map(({ word }) => word));
  const forms = new Set(
    allowed.flatMap(({ word, like }) =>
      like === null ? [word] : (lexicon.formsLike(word, like) ?? [word]),
    ),
  );
  const refused = new Set(blocked);
  return createDictionary({
    correct: (word) => !refused.has(word) && (forms.has(word) || lexicon.correct(word)),
    isEntry: (word) => entries.has(word) || lexicon.isEntry(word),
    allowed: (word) => forms.has(word),
    formsOf: (entry) => lexicon.formsOf(entry),
  });
}

export function createLiveDictionary(deps: {
  db: Db;
  clock: Clock;
  /** The shared lexicon: the first calls wait while it is built. */
  lexicon: () => Promise<Lexicon>;
}): LiveDictionary {
  const { db, clock } = deps;
  let loaded: { at: number; dictionary: Promise<SpanishDictionary> } | undefined;

  async function load(): Promise<SpanishDictionary> {
    const [lexicon, allowed, blocked] = await Promise.all([
      deps.lexicon(),
      listAllowedWords(db),
      listBlockedWords(db),
    ]);
    return applyWordLists(lexicon, allowed, blocked);
  }

  return {
    current() {
      const now = clock.now().getTime();
      if (loaded === undefined || now - loaded.at >= WORD_LISTS_MAX_AGE_MS) {
        const dictionary = load();
        const attempt = { at: now, dictionary };
        loaded = attempt;
        // A failed read is not kept: the next call tries again.
        dictionary.catch(() => {
          if (loaded === attempt) loaded = undefined;
        });
      }
      return loaded.dictionary;
    },

    async countRefused(refused) {
      try {
        await countRefusedTry(db, refused);
      } catch {
        // Counting is for the operators' curiosity: it never costs a player their answer.
      }
    },
  };
}
