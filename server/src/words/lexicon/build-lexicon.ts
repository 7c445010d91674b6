import { setImmediate as nextTurn } from 'node:timers/promises';
import { academyWords } from './academy-words';
import { regionalWords } from './regional-words';
import { supplement } from './supplement';

/** Lines of the .dic file read at once: a verb with all its endings expands to hundreds of forms. */
const LINES_PER_STEP = 100;
/** How long the build may hold the event loop before it gives it back for a turn. */
const SLICE_MS = 8;

/** The registry's dictionaries and the supplement, in one checker. */
export interface Lexicon {
  /** Whether the exact form (lower case for common words) is a word. */
  correct(word: string): boolean;
  /** Whether the word is an entry of a dictionary or the supplement, not only an inflection. */
  isEntry(word: string): boolean;
  /**
   * The forms `word` takes when inflected like `like` (the word itself first), or null when
   * `like` is not a word of the dictionary. Nothing is added to the lexicon.
   */
  formsLike(word: string, like: string): string[] | null;
  /** The forms of an entry of the registry's dictionaries or the supplement (empty for none). */
  formsOf(entry: string): string[];
}

/** The parts of nspell's checker read here: its table of forms and its affix rules. */
interface NspellInternals {
  data: Record<string, string[]>;
  add(word: string, model?: string): unknown;
  correct(word: string): boolean;
  dictionary(dic: string): unknown;
}

/**
 * Builds the lexicon without holding the event loop: nspell expands every affix of the .dic
 * file as it reads it (1.5 to 2 s for dictionary-es), so the file is fed a hundred lines at a
 * time, with a turn of the event loop every SLICE_MS, and requests that do not need the
 * dictionary are answered meanwhile.
 */
export async function buildLexicon(): Promise<Lexicon> {
  const [{ default: nspell }, { default: hunspell }] = await Promise.all([
    import('nspell'),
    import('dictionary-es'),
  ]);
  const utf8 = new TextDecoder('utf-8');
  await nextTurn();
  const checker = nspell(utf8.decode(hunspell.aff)) as unknown as NspellInternals;
  const entries = new Set<string>();

  const lines = utf8.decode(hunspell.dic).split('\n').slice(1);
  let sliceStart = performance.now();
  for (let start = 0; start < lines.length; start += LINES_PER_STEP) {
    if (performance.now() - sliceStart >= SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    const step = lines.slice(start, start + LINES_PER_STEP);
    // nspell skips the first line of a .dic file (the count of entries).
    checker.dictionary(`\n${step.join('\n')}`);
    for (const line of step) {
      const entry = line.split('/', 1)[0]?.trim() ?? '';
      if (entry !== '' && entry === entry.toLowerCase()) entries.add(entry);
    }
  }
  await nextTurn();
  for (const { word, like } of supplement) {
    if (like === undefined) checker.add(word);
    else checker.add(word, like);
    entries.add(word);
  }
  // Beside nspell's table, not in it: 45,000 more keys would double that table's memory.
  const regional = new Set(regionalWords.split(' '));
  // The academy's entries Hunspell lacks, uninflected: each is an entry (carpincho, tucán).
  const academy = new Set(academyWords.split(' '));

  /** The forms `word` takes inflected like `like` (the word first), or null for no such entry. */
  const formsLike = (word: string, like: string): string[] | null => {
    const codes = checker.data[like];
    if (codes === undefined) return null;
    // nspell's add() writes every form into `data`: run it on a scratch table that shares the
    // checker's affix rules, then read the forms back.
    const scratch = Object.create(checker) as NspellInternals;
    scratch.data = Object.create(null) as Record<string, string[]>;
    // A copy: for `word` equal to `like`, add() appends the codes to the array it finds there,
    // which would double the checker's own on every call.
    scratch.data[like] = [...codes];
    checker.add.call(scratch, word, like);
    return [word, ...Object.keys(scratch.data).filter((form) => form !== like && form !== word)];
  };

  return {
    correct: (word) => regional.has(word) || academy.has(word) || checker.correct(word),
    // The regional forms come expanded, without their entries: none counts as one.
    isEntry: (word) => entries.has(word) || academy.has(word),
    formsLike,
    formsOf: (entry) => formsLike(entry, entry) ?? [],
  };
}
