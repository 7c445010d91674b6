/**
 * The Spanish dictionary that decides which answers are words.
 *
 * The real checker is nspell with the Hunspell dictionary of dictionary-es, the regional
 * dictionaries' extra forms and the project's supplement (lexicon/). It is built once, lazily,
 * on the first call of loadDictionary(), in small slices that give the event loop back between
 * them (lexicon/build-lexicon.ts), and that one instance is shared by every caller.
 */
import { buildLexicon, type Lexicon } from './lexicon/build-lexicon';
import { isSurelyOffensive } from './surely-offensive';

/** Anything that can tell whether a word is spelled correctly (nspell, or a fake in tests). */
export interface SpellChecker {
  correct(word: string): boolean;
  /**
   * Whether the word is an entry of the dictionary (a headword), not only one of its
   * inflections. Without it every word counts as an entry.
   */
  isEntry?(word: string): boolean;
  /** Whether the operators allowed the word (npm run words): then it is never refused as offensive. */
  allowed?(word: string): boolean;
  /** The forms the dictionary gives an entry (a verb's conjugation, a noun's plural). */
  formsOf?(entry: string): readonly string[];
}

export interface SpanishDictionary {
  /**
   * The form to file for a word made only of Spanish letters (any case): the word in
   * lower case when the dictionary has it in lower case (proper names, which the
   * dictionary only has capitalised, do not count); otherwise, for a word typed without
   * accents, its unique accented form ("cancion" -> "canción"). A word typed without accents
   * that is only an inflection ("lampara", of lampar) while exactly one accented form is an
   * entry ("lámpara") is filed in that form. Otherwise null.
   */
  formOf(word: string): string | null;
  /**
   * Whether a filed form is surely offensive (surely-offensive.ts), unless the operators allowed
   * it: an answer no public list may show.
   */
  isOffensive(form: string): boolean;
  /**
   * The spelling with an accent or ñ that a player who typed `word` without accent marks may
   * have meant, when `word` is a word as typed and that spelling is an entry of the dictionary
   * ("sueno" -> "sueño", "pena" -> "peña", "lampara" -> "lámpara"; not "casa" -> "casá", a verb
   * form): the first such entry. Null when there is nothing to ask.
   */
  meantOf(word: string): string | null;
  /** The word in lower case when it is a word as typed (a player's 'No, «sueno»'), else formOf's. */
  asTyped(word: string): string | null;
  /**
   * The forms the dictionary gives `word` as an entry, irregular ones too ("volar": "vuelo",
   * "voló"; "tener": "tengo", "tuvo"); empty when it is no entry.
   */
  inflectionsOf(word: string): readonly string[];
}

const ACUTE: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
const MARKED = /[áéíóúü]/;

function replaceAt(word: string, index: number, letter: string): string {
  return word.slice(0, index) + letter + word.slice(index + 1);
}

/**
 * Every spelling of `word` with one accent mark (an acute on a vowel, or ü for u),
 * one n turned into ñ, or both.
 */
export function accentVariants(word: string): string[] {
  const marked: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const letter = word.charAt(i);
    const acute = ACUTE[letter];
    if (acute !== undefined) marked.push(replaceAt(word, i, acute));
    if (letter === 'u') marked.push(replaceAt(word, i, 'ü'));
  }
  const variants = new Set<string>(marked);
  for (const base of [word, ...marked]) {
    for (let i = 0; i < base.length; i++) {
      if (base.charAt(i) === 'n') variants.add(replaceAt(base, i, 'ñ'));
    }
  }
  return [...variants];
}

export function createDictionary(checker: SpellChecker): SpanishDictionary {
  const isEntry = (word: string) => checker.isEntry?.(word) ?? true;
  // Asked for the word of the day on every answer: the last one's forms are kept.
  let inflected: { word: string; forms: readonly string[] } | undefined;
  const formOf = (word: string): string | null => {
    const lower = word.normalize('NFC').toLowerCase();
    if (lower.length === 0) return null;
    const typedIsWord = checker.correct(lower);
    // Restore missing accents only for a word typed without any accent mark.
    if (MARKED.test(lower)) return typedIsWord ? lower : null;
    if (typedIsWord && isEntry(lower)) return lower;
    const valid = accentVariants(lower).filter((variant) => checker.correct(variant));
    if (!typedIsWord) return valid.length === 1 ? (valid[0] ?? null) : null;
    // The typed word is only an inflection: file the one accented entry players mean.
    const entries = valid.filter(isEntry);
    return entries.length === 1 ? (entries[0] ?? lower) : lower;
  };
  return {
    formOf,
    meantOf(word) {
      const lower = word.normalize('NFC').toLowerCase();
      if (MARKED.test(lower) || lower.includes('ñ') || !checker.correct(lower)) return null;
      // An entry, not an inflection: «casa» asks nothing of «casá», nor «beso» of «besó».
      const meant = accentVariants(lower).find(
        (variant) => isEntry(variant) && checker.correct(variant),
      );
      return meant ?? null;
    },
    asTyped(word) {
      const lower = word.normalize('NFC').toLowerCase();
      return checker.correct(lower) ? lower : formOf(lower);
    },
    isOffensive: (form) => !(checker.allowed?.(form) ?? false) && isSurelyOffensive(form),
    inflectionsOf(word) {
      const lower = word.normalize('NFC').toLowerCase();
      if (inflected?.word !== lower)
        inflected = { word: lower, forms: checker.formsOf?.(lower) ?? [] };
      return inflected.forms;
    },
  };
}

let loading: Promise<Lexicon> | undefined;

/** The shared lexicon (registry dictionaries and supplement), built on the first call. */
export function loadLexicon(): Promise<Lexicon> {
  loading ??= buildLexicon().catch((error: unknown) => {
    // Let a later call try again instead of caching the failure forever.
    loading = undefined;
    throw error;
  });
  return loading;
}

let dictionary: Promise<SpanishDictionary> | undefined;

/** The shared Spanish dictionary, without the operators' lists, built on the first call. */
export function loadDictionary(): Promise<SpanishDictionary> {
  dictionary ??= loadLexicon().then(createDictionary, (error: unknown) => {
    dictionary = undefined;
    throw error;
  });
  return dictionary;
}
