import { limits } from '@words/contract/limits';
import { AppError } from '../app-error';
import type { SpanishDictionary } from '../words/dictionary';
import { foldAccents } from '../words/dictionary';
import { isSpanishWord } from '../words/spanish-word';

/**
 * The answer as it will be filed: trimmed, NFC, one Spanish word of the dictionary, in its
 * dictionary form (lower case, accents restored), and not the word of the day itself.
 */
export function normaliseAnswer(raw: string, word: string, dictionary: SpanishDictionary): string {
  const answer = raw.trim().normalize('NFC');
  if (answer.length === 0) throw new AppError('EMPTY_ANSWER');
  if ([...answer].length > limits.answerMaxLength) throw new AppError('ANSWER_TOO_LONG');
  if (!isSpanishWord(answer)) throw new AppError('INVALID_ANSWER');
  if (foldAccents(answer) === foldAccents(word)) throw new AppError('ANSWER_IS_THE_WORD');
  const form = dictionary.formOf(answer);
  if (form === null) throw new AppError('NOT_IN_DICTIONARY');
  return form;
}
