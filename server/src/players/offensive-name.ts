import { cuss } from 'cuss/es';
import { INSULTS, NAME_INSULTS, RUN_TOGETHER } from '../words/insults';
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
  ].map(readAs),
);

const RUN_TOGETHER_READ = RUN_TOGETHER.map(readAs);

/**
 * True when a name holds an insult (decision 0042): a run of its words (one word, "Concha tu
 * madre", the whole name) read as a reader reads it (name-readings.ts) is a surely profane word
 * of cuss or of the project's list; or a long insult run together appears anywhere in it
 * ("Hijoputa2"). Shorter insults inside other words do not count: "Computadora" and
 * "Escupitajo" pass.
 */
export function isOffensiveName(name: string): boolean {
  if (readingsOf(name).some((reading) => PROFANE.has(reading))) return true;
  return runsOf(name).some((run) =>
    spellingsOf(readAs(run)).some((spelling) =>
      RUN_TOGETHER_READ.some((insult) => spelling.includes(insult)),
    ),
  );
}
