/**
 * The Spanish dictionary that decides which answers are words.
 *
 * The real checker is nspell with the Hunspell dictionary of dictionary-es. Building it
 * takes about 2 s and ~130 MB, so it is built once, lazily, on the first call of
 * loadDictionary(), and that one instance is shared by every caller.
 */

/** Anything that can tell whether a word is spelled correctly (nspell, or a fake in tests). */
export interface SpellChecker {
  correct(word: string): boolean;
}

export interface SpanishDictionary {
  /**
   * The form to file for a word made only of Spanish letters (any case): the word in
   * lower case when the dictionary has it in lower case (proper names, which the
   * dictionary only has capitalised, do not count); otherwise, for a word typed without
   * accents, its unique accented form ("cancion" -> "canción"); otherwise null.
   */
  formOf(word: string): string | null;
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
  return {
    formOf(word: string): string | null {
      const lower = word.normalize('NFC').toLowerCase();
      if (lower.length === 0) return null;
      if (checker.correct(lower)) return lower;
      // Restore missing accents only for a word typed without any accent mark.
      if (MARKED.test(lower)) return null;
      const valid = accentVariants(lower).filter((variant) => checker.correct(variant));
      return valid.length === 1 ? (valid[0] ?? null) : null;
    },
  };
}

let loading: Promise<SpanishDictionary> | undefined;

/** The shared Spanish dictionary, built on the first call. */
export function loadDictionary(): Promise<SpanishDictionary> {
  loading ??= buildDictionary();
  return loading;
}

async function buildDictionary(): Promise<SpanishDictionary> {
  try {
    const [{ default: nspell }, { default: hunspell }] = await Promise.all([
      import('nspell'),
      import('dictionary-es'),
    ]);
    const utf8 = new TextDecoder('utf-8');
    const checker = nspell({ aff: utf8.decode(hunspell.aff), dic: utf8.decode(hunspell.dic) });
    return createDictionary(checker);
  } catch (error) {
    // Let a later call try again instead of caching the failure forever.
    loading = undefined;
    throw error;
  }
}
