/**
 * One word of Spanish letters only: a-z plus á é í ó ú ü ñ, any case.
 * The text must already be trimmed and NFC-normalised: a decomposed accent
 * (a letter followed by a combining mark) is refused, as is anything else
 * (spaces, digits, hyphens, apostrophes, emoji, zero-width characters).
 */
const SPANISH_WORD = /^[a-záéíóúüñ]+$/i;

export function isSpanishWord(text: string): boolean {
  return SPANISH_WORD.test(text);
}
