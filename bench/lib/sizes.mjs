// The sizes the bench seeds, and how long it loads each call at each size.
// Every player answers one day in ten (10 answers each over 100 days) and every answer has
// 0 to 6 votes, 3 on average: the data grows by players joining, as WORDS grows.

/**
 * @typedef {object} DataSize
 * @property {string} name
 * @property {number} players   a multiple of 10
 * @property {number} days      days of history, today included
 * @property {number} interval  a player answers one day in `interval`
 * @property {number} maxVotes  an answer has 0 to maxVotes votes (maxVotes / 2 on average)
 */

/** @type {(name: string, players: number) => DataSize} */
const dataSize = (name, players) => ({ name, players, days: 100, interval: 10, maxVotes: 6 });

export const dataSizes = {
  /** 100,000 players, 1,000,000 answers, about 3,000,000 votes. */
  '1M': dataSize('1M', 100_000),
  '100k': dataSize('100k', 10_000),
  '10k': dataSize('10k', 1_000),
  /** The smoke test's: 300 players, 3,000 answers. */
  '3k': dataSize('3k', 300),
};

/**
 * @typedef {object} LoadSettings
 * @property {number} connections   concurrent HTTP connections
 * @property {number} readSeconds   how long each read call is loaded
 * @property {number | null} readAmount  or how many requests (wins over readSeconds)
 * @property {number} readPlayers   distinct players the read calls cycle through
 * @property {number} submits       submit requests, one distinct player each
 * @property {number} votes         vote/submit requests, one distinct judge each
 * @property {number} midnightPlayers  players in the midnight mix: each fetches, half submit
 * @property {number} warmupRounds  rounds of warm-up, one request of each call a round (writes
 *   by players of their own), before any call is measured
 * @property {number} insertLoopSeconds  how long the bare durable insert loop runs
 */

/**
 * @typedef {object} Plan
 * @property {keyof typeof dataSizes} main   the database every call is loaded on
 * @property {(keyof typeof dataSizes)[]} growth  the databases of the growth table (main included)
 * @property {LoadSettings} load
 * @property {LoadSettings} growthLoad  the same for every growth size, so their figures compare
 * @property {import('./day-of-play-steps.mjs').DaySettings} dayOfPlay  its steps, with --day-of-play
 */

/** The steps of a day of play at the sizes that can go far: player-days per second. */
const DAY_RATES = [25, 50, 100, 150, 200, 300, 400, 600, 800, 1000, 1200, 1600];

/** @type {Record<string, Plan>} */
export const plans = {
  full: {
    main: '1M',
    growth: ['10k', '100k', '1M'],
    load: {
      connections: 50,
      readSeconds: 10,
      readAmount: null,
      readPlayers: 10_000,
      submits: 10_000,
      votes: 10_000,
      midnightPlayers: 20_000,
      warmupRounds: 1000,
      insertLoopSeconds: 5,
    },
    // The writes as long as the 10k data set allows (900 players may still answer today): ten
    // requests per connection, so that the connections' opening is a tenth of what is measured.
    growthLoad: {
      connections: 50,
      readSeconds: 5,
      readAmount: null,
      readPlayers: 400,
      submits: 500,
      votes: 500,
      midnightPlayers: 200,
      warmupRounds: 100,
      insertLoopSeconds: 2,
    },
    // A step uses rate × (ramp + hold) players, each once: about 45,000 up to 600 a second, as
    // many as the other loads leave (all 90,000 who have not answered today with --calls none).
    dayOfPlay: { rates: DAY_RATES, holdSeconds: 12, thinkMs: 300 },
  },
  small: {
    main: '100k',
    growth: ['10k', '100k'],
    load: {
      connections: 50,
      readSeconds: 4,
      readAmount: null,
      readPlayers: 2_000,
      submits: 2_000,
      votes: 2_000,
      midnightPlayers: 4_000,
      warmupRounds: 400,
      insertLoopSeconds: 2,
    },
    growthLoad: {
      connections: 50,
      readSeconds: 3,
      readAmount: null,
      readPlayers: 400,
      submits: 300,
      votes: 300,
      midnightPlayers: 300,
      warmupRounds: 200,
      insertLoopSeconds: 1,
    },
    // 9,000 players have not answered today: with --calls none, enough up to 200 a second.
    dayOfPlay: { rates: DAY_RATES, holdSeconds: 8, thinkMs: 300 },
  },
  tiny: {
    main: '3k',
    growth: [],
    load: {
      connections: 10,
      readSeconds: 1,
      readAmount: 60,
      readPlayers: 50,
      submits: 60,
      votes: 60,
      midnightPlayers: 60,
      warmupRounds: 10,
      insertLoopSeconds: 0.3,
    },
    growthLoad: /** @type {any} */ (null),
    // Two low steps, quick players: what the other loads leave of 300 players is enough.
    dayOfPlay: { rates: [3, 6], holdSeconds: 2, thinkMs: 20 },
  },
};
