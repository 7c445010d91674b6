import { aliasKey } from './alias-key';

/** Digits and signs that stand for letters in "p0lla", "m1erd@" or "adm1n". */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** A word with its signs for letters read as the letters. */
const readSigns = (word: string) => [...word].map((c) => LEET[c] ?? c).join('');

/** The words of a name: split at spaces, signs and case changes ("ElPutoAmo", "AdmIn"). */
function wordsOf(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s._,'¡¿?&()#-]+/u)
    .filter((word) => word !== '');
}

/**
 * What a word is padded with to slip a name past the lists: digits, signs other than those read
 * as letters, and x's at either end ("Admin1", "xputax", "XXputaXX", "¡pendejo!").
 */
const PADDING = /^(?:x|[^\p{L}@$])+|(?:x|[^\p{L}@$])+$/giu;

/** The runs of consecutive words of a list of words, each joined. */
function runsOfWords(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      runs.push(words.slice(start, end).join(''));
    }
  }
  return runs;
}

/**
 * Every run of consecutive words of a name, joined: each word alone, "Concha tu madre" as
 * "conchatumadre", and the whole name without its spaces and signs ("p u t a", "P.U.T.A"); and
 * the same runs of its words without their padding ("Admin1" as "Admin", "xputax" as "puta").
 * A word is read whole or not at all, so "Modesto" and "Vergara" pass.
 */
export function runsOf(name: string): string[] {
  const words = wordsOf(name);
  // Digits at an end are padding ("Admin1") or letters ("xPut4x"): both ways.
  const unpadded = (read: (word: string) => string) =>
    runsOfWords(words.map((word) => read(word).replace(PADDING, '')).filter((word) => word !== ''));
  return [...new Set([...runsOfWords(words), ...unpadded((word) => word), ...unpadded(readSigns)])];
}

/**
 * A word as a reader sees it, to compare with a list read the same way: signs for letters read,
 * then the alias key (compatibility forms, case, accents, look-alike characters: alias-key.ts),
 * and i and l as one letter, since a capital I is an l to the eye ("AdmIn", "hIjoputa").
 */
export function readAs(word: string): string {
  return aliasKey(readSigns(word)).replace(/i/gu, 'l');
}

/**
 * A read word as typed and in the spellings that swap letters ("pvta", "kabron"), without its
 * other digits ("Hijoputa2"); each also with its repeated letters cut to two and to one
 * ("puuuta", "pollllla"), never both ways at once: "Pola" is a name, "polla" is not.
 */
export function spellingsOf(read: string): string[] {
  const swapped = [
    read,
    read.replace(/v/gu, 'u'),
    read.replace(/k/gu, 'c'),
    read.replace(/\d/gu, ''),
  ];
  return [...new Set(swapped)].flatMap((word) => [
    word,
    word.replace(/(.)\1{2,}/gu, '$1$1'),
    word.replace(/(.)\1+/gu, '$1'),
  ]);
}

/** A word and its plural or feminine-plural stripped ("putas", "cabrones", "moderadores"). */
export function formsOf(word: string): string[] {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/** Every reading of a name to look up in a list read with readAs. */
export function readingsOf(name: string): string[] {
  return runsOf(name).flatMap((run) => spellingsOf(readAs(run)).flatMap(formsOf));
}
