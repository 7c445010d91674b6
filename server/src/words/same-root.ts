import { foldAccents } from '@words/contract/rules';
import snowball from 'snowball-stemmers';

const spanish = snowball.newStemmer('spanish');

/** The root Snowball's Spanish stemmer gives a word ("nostalgias" -> "nostalgi"). */
export function rootOf(word: string): string {
  return spanish.stem(word.normalize('NFC').toLowerCase());
}

/**
 * Whether `answer` is a form of `word`: its plural, its feminine, another word with the same
 * root by Snowball's Spanish stemmer ("nostalgias" and "nostalgia", "gatas" and "gato"), or one
 * of the forms the dictionary gives `word` (`inflections`: dictionary.inflectionsOf), which
 * holds a verb's irregular stems the stemmer keeps apart ("vuelo" and "volar", "tengo" and
 * "tener", "pido" and "pedir").
 */
export function isFormOf(
  answer: string,
  word: string,
  inflections: readonly string[] = [],
): boolean {
  return (
    rootOf(answer) === rootOf(word) ||
    isPluralOf(answer, word) ||
    inflections.includes(answer.normalize('NFC').toLowerCase())
  );
}

/**
 * Whether `answer` is the plural of `word` by the rules of Spanish spelling, which the stemmer
 * does not always join to their singular when it ends in a consonant ("libertades" and
 * "libertad", "lápices" and "lápiz", "jóvenes" and "joven"): -s, -es, and z turned c before -es.
 */
function isPluralOf(answer: string, word: string): boolean {
  const singular = foldAccents(word.normalize('NFC'));
  const plural = foldAccents(answer.normalize('NFC'));
  return (
    plural === `${singular}s` ||
    plural === `${singular}es` ||
    (singular.endsWith('z') && plural === `${singular.slice(0, -1)}ces`)
  );
}
