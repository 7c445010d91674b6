import type { SpanishDictionary } from '../words/dictionary';
import { isFormOf } from '../words/same-root';
import type { SameWord } from './duel-rules';

/**
 * A duel's two words are one word when they are the same or one is a form of the other by /play's
 * own rule (`isFormOf`: number, gender, accents, a verb's forms the dictionary gives), either way
 * round: «gato» and «gatos», «niño» and «niña», «vuelo» and «volar».
 */
export function sameWordIn(dictionary: SpanishDictionary): SameWord {
  return (a, b) =>
    a === b ||
    isFormOf(a, b, dictionary.inflectionsOf(b)) ||
    isFormOf(b, a, dictionary.inflectionsOf(a));
}
