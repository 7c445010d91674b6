import { cuss } from 'cuss/es';
import {
  INSULT_INITIALS,
  INSULTS,
  MOTHER_INSULT,
  NAME_INSULTS,
  RUN_TOGETHER,
} from '../words/insults';
import { readAs, readingsOf, runsOf, spellingsOf } from './name-readings';

/**
 * cuss rates each word 0 to 2 by how surely it is profane. Only words rated 2 refuse a name
 * ("concha" and "culo" are rated lower), less the everyday words and names below; the names
 * that must pass and those that must not are in the tests (decisions 0023 and 0042).
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

/** cuss's surely profane words and phrases ("hijo de puta" as one run), and the project's list. */
const PROFANE = new Set(
  [
    ...Object.entries(cuss)
      .filter(([word, rating]) => rating >= SURELY_PROFANE && !EVERYDAY_WORDS.has(word))
      .map(([word]) => word.replace(/\s+/gu, '')),
    ...INSULTS,
    ...NAME_INSULTS,
    ...INSULT_INITIALS,
  ].map(readAs),
);

const RUN_TOGETHER_READ = RUN_TOGETHER.map(readAs);

/** MOTHER_INSULT as one pattern over read words ("conchesumadre", "chingatumare"). */
const either = (words: readonly string[]) => `(?:${words.map(readAs).join('|')})`;
const MOTHER_INSULT_READ = new RegExp(
  `${either(MOTHER_INSULT.first)}[aeo]?${either(MOTHER_INSULT.between)}{0,2}${either(MOTHER_INSULT.mother)}`,
  'u',
);

/** The shortest insult that counts as a part of a word made of insults joined. */
const JOINED_PART_MIN = 4;

/**
 * Whether a read word is two insults or more run together, all of it ("pincheputa",
 * "putapendeja"): each part a surely profane word of at least JOINED_PART_MIN letters.
 */
function isJoinedInsults(read: string): boolean {
  // parts[i]: the most insults read.slice(0, i) splits into; -1 when it does not split.
  const parts = [0, ...new Array<number>(read.length).fill(-1)];
  for (let end = JOINED_PART_MIN; end <= read.length; end++) {
    for (let start = 0; start <= end - JOINED_PART_MIN; start++) {
      const before = parts[start] ?? -1;
      if (before >= 0 && PROFANE.has(read.slice(start, end))) {
        parts[end] = Math.max(parts[end] ?? -1, before + 1);
      }
    }
  }
  return (parts[read.length] ?? -1) >= 2;
}

/**
 * True when a name holds an insult (decision 0042): a run of its words (one word, "Concha tu
 * madre", the whole name) read as a reader reads it (name-readings.ts) is a surely profane word
 * of cuss or of the project's lists (initials such as "ctm" and hate words such as "nazi"
 * included), or insults joined ("pincheputa"); or a long insult run together, or one of the
 * mother's family ("conchesumadre"), appears anywhere in it ("Hijoputa2"). Shorter insults inside other words do not count: "Computadora" and
 * "Escupitajo" pass.
 */
export function isOffensiveName(name: string): boolean {
  const readings = readingsOf(name);
  if (readings.some((reading) => PROFANE.has(reading) || isJoinedInsults(reading))) return true;
  return runsOf(name).some((run) =>
    spellingsOf(readAs(run)).some(
      (spelling) =>
        MOTHER_INSULT_READ.test(spelling) ||
        RUN_TOGETHER_READ.some((insult) => spelling.includes(insult)),
    ),
  );
}
