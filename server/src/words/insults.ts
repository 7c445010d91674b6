/**
 * The project's own list of insults, beside cuss's Spanish map (decision 0042). cuss (wooorm's
 * `cuss/es`) is mostly the Spain of its sources: it lacks or rates below "surely profane" many
 * insults of the Americas ("hijueputa", "gonorrea", "weón", "concha tu madre", "chinga tu madre")
 * and the run-together spellings trolls type. Gathered from players' reports (issue 25) and the
 * academies' dictionaries (DLE, the Diccionario de americanismos), each word as it is written;
 * the readers fold accents, case, look-alikes and signs for letters themselves.
 */

function list(text: string): readonly string[] {
  return text.split(/\s+/u).filter((word) => word !== '');
}

/**
 * Surely offensive in any country: refused as a word of a name and as an answer. Insults and
 * slurs of persons, and the few vulgar words nobody answers innocently. Mild ones are not here
 * ("tonto", "feo", "idiota", "caca", "culo"): a player may answer them. "Gonorrea" is the
 * Colombian insult before it is the disease, and "subnormal" is named in PRODUCT.md.
 */
export const INSULTS = list(`
  puta puto putón hijoputa hijaputa hijueputa hijueputas malparido malparida
  gilipollas soplapollas tontopollas cabrón cabrona maricón marica mierda comemierda
  coño polla verga pendejo pendeja chingar chingada chingado culero culera
  pelotudo pelotuda conchudo conchuda culiao culiado mamahuevo mamaguevo joto trolo sudaca
  gonorrea subnormal negrata
`);

/**
 * Insults as a name, though the word has a plain meaning an answer may use ("mongólico", a term
 * of medicine; "retrasado", a late train; "nazi" and "hitler", history): refused in names only.
 * "Vergazo" (a blow, from "verga") and "panchito" (the slur for people of the Americas in Spain)
 * are here too, though "Pancho" and "Pancha" stay names. With them the hate words a
 * name flies as a flag.
 */
export const NAME_INSULTS = list(`
  mongolo mongólico weón weona huevón huevona güevón guevón webón gueón aweonao
  aweonado cojudo cojuda boludo boluda forro pajero pajera pinga cerote carechimba malnacido
  malnacida bastardo bastarda zorra perra retrasado retrasada vergazo panchito
  nazi hitler kkk heil
`);

/**
 * Insults by their initials, as typed in chats: "hdp" (hijo de puta), "hpta" (hijueputa), "ctm"
 * (concha tu madre), "lpm" (la puta madre). Refused as a word of a name, never inside one.
 */
export const INSULT_INITIALS = list(`
  hdp hpta hpt ctm ctmr csm cdtm ptm lpm qlo
`);

/**
 * The insults of the mother, in every spelling of their family: "concha", "conche", "chinga" or
 * "puta", then "tu", "su", "de tu" or "la" or nothing, then "madre" or "mare" ("conchesumadre",
 * "chingatumare", "putamadre"). Refused wherever they appear in a name.
 */
export const MOTHER_INSULT = {
  first: list('conch ching put'),
  between: list('de tu su la'),
  mother: list('madre mare'),
};

/**
 * Insults run together, long and unlike any name: refused wherever they appear in a name, even
 * inside other letters ("xXhijodeputaXx", "Hijoputa2"). Shorter insults count only as whole
 * words, so "Computadora", "Vergara" and "Mariconchi" pass.
 */
export const RUN_TOGETHER = list(`
  hijodeputa hijadeputa hijoputa hijaputa hijueputa hijodeperra hijadeperra putamadre
  conchatumadre conchadetumadre conchetumadre conchetumare conchasumadre chingatumadre
  chingadamadre chingasumadre malparido gilipollas soplapollas comemierda mamahuevo mamaguevo
  carechimba hitler
`);
