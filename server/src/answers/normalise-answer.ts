import type { SpellingQuestion } from '@words/contract/api/play';
import { checkAnswer } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { SpanishDictionary } from '../words/dictionary';
import { isFormOf } from '../words/same-root';

/** What becomes of an answer: filed in this form, or a question for the player first. */
export type Normalised = { filed: string } | { ask: SpellingQuestion };

/**
 * The answer as it will be filed: what the shared rules accept (trimmed, NFC, one Spanish word,
 * not the word of the day), in its dictionary form (lower case, accents restored), and not a
 * form of the word of the day (its plural, feminine, same root or a verb form), nor surely offensive. A word
 * typed without accent marks that is a word with them too ("sueno", "sueño") is a question for
 * the player first (PRODUCT.md's "Spelling help"), unless they answered it: `asTyped` files what
 * they typed.
 */
export function normaliseAnswer(
  raw: string,
  word: string,
  dictionary: SpanishDictionary,
  asTyped = false,
): Normalised {
  const checked = checkAnswer(raw, word);
  if (!checked.ok) throw new AppError(checked.error);
  const formsOfWord = dictionary.inflectionsOf(word);
  if (!asTyped) {
    const meant = dictionary.meantOf(checked.value);
    // Nothing to ask when the other spelling would be refused anyway («cono» never asks of «coño»).
    if (meant !== null && !isFormOf(meant, word, formsOfWord) && !dictionary.isOffensive(meant)) {
      return { ask: { typed: checked.value.toLowerCase(), meant } };
    }
  }
  const form = asTyped ? dictionary.asTyped(checked.value) : dictionary.formOf(checked.value);
  if (form === null) throw new AppError('NOT_IN_DICTIONARY');
  if (isFormOf(form, word, formsOfWord)) throw new AppError('ANSWER_IS_A_FORM_OF_THE_WORD');
  if (dictionary.isOffensive(form)) throw new AppError('OFFENSIVE_ANSWER');
  return { filed: form };
}
