/**
 * The rules a player's input follows, as code that the page (before sending) and the server
 * (before storing) both run, so they refuse the same inputs with the same error code and text.
 * Each check returns the input as it is to be used, or the code that says what is wrong.
 */
import type { ErrorCode } from './errors';
import { limits } from './limits';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: ErrorCode };

const accept = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(error: ErrorCode): Checked<T> => ({ ok: false, error });

/** Characters as a player counts them: code points, so "𝒜" or "🙂" is one, not two. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Lower case, without accents or diaeresis, and ñ as n: "Canción" -> "cancion". */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/**
 * One word of Spanish letters only: a-z plus á é í ó ú ü ñ, any case. The text must already be
 * trimmed and NFC: a decomposed accent (a letter followed by a combining mark) is refused, as is
 * anything else (spaces, digits, hyphens, apostrophes, emoji, zero-width characters).
 */
export function isSpanishWord(text: string): boolean {
  return /^[a-záéíóúüñ]+$/i.test(text);
}

/**
 * An answer as typed: trimmed and NFC, one Spanish word of at most `answerMaxLength` characters,
 * and not the word of the day itself (ignoring case and accents). Whether the dictionary has it
 * only the server can tell.
 */
export function checkAnswer(raw: string, wordOfTheDay: string): Checked<string> {
  const answer = raw.trim().normalize('NFC');
  if (answer.length === 0) return refuse('EMPTY_ANSWER');
  if (characterCount(answer) > limits.answerMaxLength) return refuse('ANSWER_TOO_LONG');
  if (!isSpanishWord(answer)) return refuse('INVALID_ANSWER');
  if (foldAccents(answer) === foldAccents(wordOfTheDay)) return refuse('ANSWER_IS_THE_WORD');
  return accept(answer);
}

// Latin letters (with their accents), digits, spaces, '.', '_' and '-'.
const ALIAS_CHARACTERS = /^[\p{Script=Latin}0-9 ._-]+$/u;
const HAS_LETTER_OR_DIGIT = /[\p{Script=Latin}0-9]/u;

/** An alias as typed: trimmed and NFC, `aliasMinLength` to `aliasMaxLength` allowed characters. */
export function checkAlias(raw: string): Checked<string> {
  const alias = raw.trim().normalize('NFC');
  const length = characterCount(alias);
  if (length < limits.aliasMinLength) return refuse('ALIAS_TOO_SHORT');
  if (
    length > limits.aliasMaxLength ||
    !ALIAS_CHARACTERS.test(alias) ||
    !HAS_LETTER_OR_DIGIT.test(alias)
  ) {
    return refuse('INVALID_ALIAS');
  }
  return accept(alias);
}

const GROUP_NAME_CHARACTERS = /^[\p{Script=Latin}0-9 .,_'!¡?¿&()#-]+$/u;

/** A peña's name: trimmed, NFC, 3 to 40 characters of letters, digits, spaces and simple signs. */
export function checkGroupName(raw: string): Checked<string> {
  const name = raw.trim().normalize('NFC').replace(/ {2,}/g, ' ');
  const length = characterCount(name);
  if (
    length < limits.groupNameMinLength ||
    length > limits.groupNameMaxLength ||
    !GROUP_NAME_CHARACTERS.test(name) ||
    !HAS_LETTER_OR_DIGIT.test(name)
  ) {
    return refuse('INVALID_GROUP_NAME');
  }
  return accept(name);
}

const SCORE_SCALE = 10 ** limits.scoreDecimals;

/** A vote as sent: a number from 0 to 10 with at most 2 decimals, in hundredths (7.25 -> 725). */
export function checkScore(score: number): Checked<number> {
  if (!Number.isFinite(score) || score < limits.scoreMin || score > limits.scoreMax) {
    return refuse('INVALID_SCORE');
  }
  const scaled = Math.round(score * SCORE_SCALE);
  // 7.25 * 100 is 724.9999…: compare with a tolerance far below one hundredth.
  return Math.abs(scaled - score * SCORE_SCALE) < 1e-6 ? accept(scaled) : refuse('INVALID_SCORE');
}

/** Digits with at most `scoreDecimals` decimals after a point or a comma ("7,5" on a phone). */
const SCORE_TEXT = new RegExp(`^\\d*([.,]\\d{0,${limits.scoreDecimals}})?$`);

/** A score as a judge types it, with a decimal point or comma: the number to send. */
export function readScore(text: string): Checked<number> {
  const trimmed = text.trim();
  if (!/\d/.test(trimmed) || !SCORE_TEXT.test(trimmed)) return refuse('INVALID_SCORE');
  const score = Number(trimmed.replace(',', '.'));
  const checked = checkScore(score);
  return checked.ok ? accept(score) : checked;
}

/**
 * Whether what a score box holds while the judge types is a score already, or a start that more
 * typing can still make one ("", "7,", "10."). When it is not ("abc", "-1", "11", "7,555"), the
 * box keeps it as typed and says at once that it is no score.
 */
export function mayBecomeScore(text: string): boolean {
  const trimmed = text.trim();
  if (!SCORE_TEXT.test(trimmed)) return false;
  // "", "." and "," read as 0; "10." as 10: either grows into a score by adding digits.
  const sofar = Number(trimmed.replace(',', '.').replace(/^\.$/, '') || 0);
  return sofar >= limits.scoreMin && sofar <= limits.scoreMax;
}

/** A figure kept in hundredths, in points with 2 decimals (725 -> 7.25). */
export function pointsOf(hundredths: number): number {
  return Math.round(hundredths) / SCORE_SCALE;
}

/** The mean of an answer's votes with 2 decimals; null with no votes. */
export function meanScore(totalHundredths: number, votes: number): number | null {
  if (votes === 0) return null;
  return pointsOf(totalHundredths / votes);
}
