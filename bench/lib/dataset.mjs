// The seeded data, as pure functions of its size and of today: who answered which day, with which
// id and which votes. Seeding writes it; the load generator reads it to know, without asking the
// database, which players may still submit today and which votes have not been cast yet.

/** @typedef {import('./sizes.mjs').DataSize} DataSize */
/** @typedef {import('./app-modules.mjs').AppModules} AppModules */

export const PERIOD_DAYS = 7;

/** The uid of player `p`. */
export const uidOf = (/** @type {number} */ p) => `bench-${p}`;

/**
 * Player `p`'s network address. Players do not share one: the server runs as behind a load
 * balancer (TRUST_PROXY=loopback) and reads it from X-Forwarded-For, so per-address rate limits
 * count each player apart, as in production.
 */
export const addressOf = (/** @type {number} */ p) =>
  `10.${(p >> 16) & 255}.${(p >> 8) & 255}.${p & 255}`;

/** A well-spread 32-bit hash of a few integers: the dataset's only source of randomness. */
export function mix(/** @type {number[]} */ ...values) {
  let h = 0x9e3779b9;
  for (const value of values) {
    h = Math.imul(h ^ value, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/**
 * Players per seeded peña: every player is in one, as in a game where peñas are played, so that
 * vote/random leaves peña-mates out over real tables and PostgreSQL plans with their statistics.
 */
export const PENA_MEMBERS = 8;

/** The seeded peña of player `p`: its index. */
export const penaIndexOf = (/** @type {number} */ p) => Math.floor(p / PENA_MEMBERS);

/** A seeded peña's id, UUID-shaped like the server's. */
export const penaId = (/** @type {number} */ index) =>
  `00000000-0000-4000-9000-${index.toString(16).padStart(12, '0')}`;

/** Answer ids are UUID-shaped, as the server checks, and encode the answer's index. */
export const answerId = (/** @type {number} */ index) =>
  `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/**
 * @typedef {object} Dataset
 * @property {DataSize} size
 * @property {string} today
 * @property {string[]} dayList     day of each day index, the last is today
 * @property {string[]} words       word of each day index (today's included)
 * @property {number} perDay        answers per day
 * @property {number} answers       answers in all
 * @property {(d: number, k: number) => number} authorOf  the k-th author of day index d
 * @property {(p: number) => boolean} answeredToday
 * @property {(index: number) => number} voteCountOf
 * @property {(author: number, round: number) => number} benchJudgeOf  the judge of the bench's
 *   round-th vote on an answer by `author`
 * @property {(index: number, author: number, j: number) => number} judgeOf  the j-th judge
 * @property {(index: number, j: number) => number} scoreOf  in hundredths
 * @property {(index: number) => number} pickKeyOf
 * @property {(index: number) => string} answerTextOf
 * @property {(answer: string) => string} sortKeyOf  the crowd's alphabetical key of an answer
 * @property {string} periodStart   today's period
 * @property {number} firstOpenDay  the first day index of today's period
 * @property {(d: number) => string} periodOfDay
 */

/**
 * @param {DataSize} size
 * @param {string} today
 * @param {AppModules} app
 * @returns {Dataset}
 */
export function datasetOf(size, today, app) {
  const { players, days, interval, maxVotes } = size;
  if (players % interval !== 0) throw new Error('players must be a multiple of the interval');
  const dayList = Array.from({ length: days }, (_, d) => app.addDays(today, d - (days - 1)));
  // The pool gives each day its word, in order, exactly as the server fixes unscheduled days.
  /** @type {{ day: string, word: string }[]} */
  const used = [];
  for (const day of dayList) used.push({ day, word: app.nextPoolWord(app.wordPool, used) });
  const words = used.map((u) => u.word);
  const perDay = players / interval;
  const firstOfDay = (/** @type {number} */ d) => (interval - (d % interval)) % interval;
  const todayResidue = firstOfDay(days - 1);
  const periodStart = app.periodOf(today, PERIOD_DAYS).start;
  const periodCache = new Map();
  const periodOfDay = (/** @type {number} */ d) => {
    let start = periodCache.get(d);
    if (start === undefined) {
      start = app.periodOf(dayList[d], PERIOD_DAYS).start;
      periodCache.set(d, start);
    }
    return start;
  };
  const firstOpenDay = dayList.findIndex((day) => day >= periodStart);
  return {
    size,
    today,
    dayList,
    words,
    perDay,
    answers: perDay * days,
    authorOf: (d, k) => firstOfDay(d) + k * interval,
    answeredToday: (p) => p % interval === todayResidue,
    voteCountOf: (index) => mix(index, 1) % (maxVotes + 1),
    // Distinct for j = 0..maxVotes, never the author (offsets 1, 8, 15, …).
    judgeOf: (_index, author, j) => (author + 1 + 7 * j) % players,
    // The bench's own judges: round r of votes on an answer, clear of the seed's judges. Each is
    // a whole number of intervals from the author, so played the same days: today's answers are
    // judged by players who answered today, as the server asks.
    benchJudgeOf: (author, round) =>
      (author + Math.floor(players / 2) + round * interval) % players,
    scoreOf: (index, j) => mix(index, j, 2) % 1001,
    pickKeyOf: (index) => mix(index, 3) % (2 ** 31 - 1),
    answerTextOf: (index) => app.wordPool[mix(index, 4) % app.wordPool.length],
    sortKeyOf: (answer) => app.alphabeticalKey(answer),
    periodStart,
    firstOpenDay,
    periodOfDay,
  };
}

/**
 * Rounds of the bench's own votes over the open answers, each by judges of its own: the load
 * plans stay within it.
 */
export const SERVED_ROUNDS = 8;

/**
 * The serving key the bench's server signs tickets with (SERVING_KEY): the bench signs the
 * tickets of its own votes with it, as if vote/random had handed each answer to its judge.
 */
export const BENCH_SERVING_KEY = Buffer.alloc(32, 'bench').toString('base64url');

/** Offsets of judges the seed uses; the bench's own votes keep clear of them. */
export function seededJudgeOffsetLimit(/** @type {DataSize} */ size) {
  return 1 + 7 * size.maxVotes;
}
