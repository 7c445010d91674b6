import { limits } from '@words/contract/limits';
import { AppError } from '../app-error';

// Latin letters (with their accents), digits, spaces, '.', '_' and '-'.
const ALIAS_CHARACTERS = /^[\p{Script=Latin}0-9 ._-]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{Script=Latin}0-9]/u;

/** The alias as stored: trimmed and NFC; throws the code that tells the player what is wrong. */
export function normaliseAlias(raw: string): string {
  const alias = raw.trim().normalize('NFC');
  const length = [...alias].length;
  if (length < limits.aliasMinLength) throw new AppError('ALIAS_TOO_SHORT');
  if (
    length > limits.aliasMaxLength ||
    !ALIAS_CHARACTERS.test(alias) ||
    !HAS_LETTER_OR_DIGIT.test(alias)
  ) {
    throw new AppError('INVALID_ALIAS');
  }
  return alias;
}

export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
