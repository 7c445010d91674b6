import { checkAnswer } from '@words/contract/rules';
import { AppError } from '../app-error';
import type { SpanishDictionary } from '../words/dictionary';
import { isFormOf } from '../words/same-root';

/**
 * The answer as it will be filed: what the shared rules accept (trimmed, NFC, one Spanish word,
 * not the word of the day), in its dictionary form (lower case, accents restored), and not a
 * form of the word of the day (its plural, feminine, or same root), nor surely offensive.
 */
export function normaliseAnswer(raw: string, word: string, dictionary: SpanishDictionary): string {
  const checked = checkAnswer(raw, word);
  if (!checked.ok) throw new AppError(checked.error);
  const form = dictionary.formOf(checked.value);
  if (form === null) throw new AppError('NOT_IN_DICTIONARY');
  if (isFormOf(form, word)) throw new AppError('ANSWER_IS_A_FORM_OF_THE_WORD');
  if (dictionary.isOffensive(form)) throw new AppError('OFFENSIVE_ANSWER');
  return form;
}
