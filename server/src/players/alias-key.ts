import unhomoglyph from 'unhomoglyph';

// Small capitals that Unicode's confusables (UTS #39) leave out but that read as their letter.
const SMALL_CAPITALS: Readonly<Record<string, string>> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
};
const SMALL_CAPITAL = new RegExp(`[${Object.keys(SMALL_CAPITALS).join('')}]`, 'gu');
const COMBINING_MARKS = /\p{M}/gu;

const withoutMarks = (text: string) => text.normalize('NFD').replace(COMBINING_MARKS, '');

/**
 * What makes two aliases the same name ignoring case, stored under a unique key: compatibility forms
 * (full-width letters, ⅰ) as their plain letter (NFKC), case and accents ignored, look-alike
 * characters as the character they imitate (Unicode's confusable skeleton, UTS #39: ı, ɑ, ᴀ, 1
 * and l alike), and no white space at all, so "Al  ice" and "Alice" are one name.
 */
export function aliasKey(alias: string): string {
  const plain = withoutMarks(alias.normalize('NFKC').toLowerCase());
  const skeleton = unhomoglyph(plain.replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c] ?? c));
  return withoutMarks(skeleton).toLowerCase().replace(/\s+/gu, '');
}

/**
 * What makes two aliases the same name to the eye, stored under a unique key of its own: the
 * look-alike characters folded before case, so a capital I is the l it looks like ("pabIo" is
 * "pablo"), then as aliasKey. Both keys are needed: after case "Isabel" is "isabel", before it
 * "lsabel"; one key for both would make every i an l ("Elia" and "Ella" one name).
 */
export function aliasLookKey(alias: string): string {
  const plain = withoutMarks(alias.normalize('NFKC'));
  return aliasKey(unhomoglyph(plain.replace(SMALL_CAPITAL, (c) => SMALL_CAPITALS[c] ?? c)));
}
