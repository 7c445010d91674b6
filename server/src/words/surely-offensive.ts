import { INSULTS } from './insults';

/** Case and accent marks away, the ñ kept: "coño" is not "cono" (a cone). */
const plain = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0301\u0308]/gu, '')
    .normalize('NFC')
    .toLowerCase();

const SURELY_OFFENSIVE = new Set(INSULTS.map(plain));

/**
 * Whether an answer, in its dictionary form, is one of the project's insults (insults.ts), or
 * its plural ("putas", "maricones"). Names are read more strictly (players/offensive-name.ts).
 */
export function isSurelyOffensive(form: string): boolean {
  const word = plain(form);
  return [word, word.replace(/es$/u, ''), word.replace(/s$/u, '')].some((candidate) =>
    SURELY_OFFENSIVE.has(candidate),
  );
}
