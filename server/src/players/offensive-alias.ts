import { cuss } from 'cuss/es';
import { aliasKey } from './alias-key';

/**
 * cuss rates each word 0 to 2 by how surely it is profane. Only words rated 2 refuse an alias
 * ("concha" and "culo" are rated lower), less the everyday words and names below; the aliases
 * that must pass and those that must not are in the tests (decision 0023).
 */
const SURELY_PROFANE = 2;

/**
 * Words cuss rates 2 for a slang sense whose first meaning is plain, or that are names and
 * surnames: refusing them would refuse "Pito Pérez", "Cristóbal Colón" or "Pepa".
 */
const EVERYDAY_WORDS = new Set(
  `acabada anda andá besugo bolas bollito bollo boniato borraja brizna brocha butifarra cabestro
  cacha cachar cachimba caliente calamidad cantimplora cebollino chaqueta coger cogollo cogote cola
  colón comadres coso cotorra cuates cuca cuchara dondiego filiberto fleto heroína hueco leche
  leches lechuguino longanizas mamey manchas merluzo mico paja palo pamplinas pargo pelotas pepa
  percebe pico pija pijo pipe pisar pistola pito polvo popa puchero quebracho repisas retazo seno
  senos sexo sobo sonajas tajarse tereso tocho tordo traga transar trincar trio vete volarse yegua`
    .split(/\s+/u)
    .filter((word) => word !== ''),
);

/** Digits and signs that stand for letters in "p0lla" or "m1erd@". */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** A word as a reader sees it (alias-key.ts), with the signs that stand for letters read. */
function fold(word: string): string {
  return aliasKey([...word].map((c) => LEET[c] ?? c).join(''));
}

/**
 * A folded word as typed, and with its repeated letters cut to two and to one ("puuuta",
 * "pollllla"), never both ways at once: "Pola" is a name, "polla" is not.
 */
function spellings(word: string): string[] {
  return [word, word.replace(/(.)\1{2,}/gu, '$1$1'), word.replace(/(.)\1+/gu, '$1')];
}

const PROFANE = new Set(
  [
    ...Object.entries(cuss)
      .filter(([word, rating]) => rating >= SURELY_PROFANE && !EVERYDAY_WORDS.has(word))
      .map(([word]) => word),
  ]
    .filter((word) => !word.includes(' '))
    .map(fold),
);

/** The words of an alias: split at spaces, signs and case changes ("ElPutoAmo"). */
function wordsOf(alias: string): string[] {
  return alias
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\s._-]+/u)
    .filter((word) => word !== '');
}

/** A word and its plural or feminine-plural stripped ("putas", "cabrones"). */
function forms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * True when a word of the alias, or the alias read without its spaces and signs ("p u t a",
 * "P.U.T.A"), is a surely profane Spanish word, once accents, case, look-alike characters, signs
 * for letters and doubled letters are folded. Words inside other words do not count, so
 * "Computadora" and "Escupitajo" pass.
 */
export function isOffensiveAlias(alias: string): boolean {
  const candidates = [...wordsOf(alias), alias.replace(/[\s._-]+/gu, '')].map(fold);
  return candidates.some((word) =>
    spellings(word).some((spelling) => forms(spelling).some((form) => PROFANE.has(form))),
  );
}
