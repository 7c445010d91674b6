import snowball from 'snowball-stemmers';

const spanish = snowball.newStemmer('spanish');

/** The root Snowball's Spanish stemmer gives a word ("nostalgias" -> "nostalgi"). */
export function rootOf(word: string): string {
  return spanish.stem(word.normalize('NFC').toLowerCase());
}

/**
 * Whether `answer` is a form of `word`: its plural, its feminine, or another word with the
 * same root by Snowball's Spanish stemmer ("nostalgias" and "nostalgia", "gatas" and "gato").
 */
export function isFormOf(answer: string, word: string): boolean {
  return rootOf(answer) === rootOf(word);
}
