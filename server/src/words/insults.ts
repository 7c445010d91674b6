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
 * ("tonto", "feo", "idiota", "caca", "culo"): a player may answer them.
 */
export const INSULTS = list(`
  puta puto putón hijoputa hijaputa hijueputa hijueputas malparido malparida
  gilipollas soplapollas tontopollas cabrón cabrona maricón marica mierda comemierda
  coño polla verga pendejo pendeja chingar chingada chingado culero culera
  pelotudo pelotuda conchudo conchuda culiao culiado mamahuevo mamaguevo joto trolo sudaca
`);

/**
 * Insults as a name, though the word has a plain meaning an answer may use ("gonorrea", a
 * disease; "subnormal", "mongólico", terms of medicine): refused in names only.
 */
export const NAME_INSULTS = list(`
  gonorrea subnormal mongolo mongólico weón weona huevón huevona güevón guevón webón gueón aweonao
  aweonado cojudo cojuda boludo boluda forro pajero pajera pinga cerote carechimba malnacido
  malnacida bastardo bastarda zorra perra
`);

/**
 * Insults run together, long and unlike any name: refused wherever they appear in a name, even
 * inside other letters ("xXhijodeputaXx", "Hijoputa2"). Shorter insults count only as whole
 * words, so "Computadora", "Vergara" and "Mariconchi" pass.
 */
export const RUN_TOGETHER = list(`
  hijodeputa hijadeputa hijoputa hijaputa hijueputa hijodeperra hijadeperra putamadre
  conchatumadre conchadetumadre conchetumadre conchetumare conchasumadre chingatumadre
  chingadamadre chingasumadre malparido gilipollas soplapollas comemierda mamahuevo mamaguevo
  carechimba
`);
