// The calls the bench loads, as request generators over the seeded players: which player makes
// each request, and with which body, so that writes succeed (201) instead of measuring 409s.
import { addressOf, answerId, SERVED_ROUNDS, uidOf } from './dataset.mjs';

/** @typedef {import('./dataset.mjs').Dataset} Dataset */
/** @typedef {import('./load.mjs').Request} Request */
/** @typedef {import('./sizes.mjs').LoadSettings} LoadSettings */

/**
 * The calls in report order, with the status every request of theirs should get. `livez` is no
 * target: the server's liveness check (no token, no database), it shows what the server's own
 * plugins (security headers, rate limits, logging) cost before any call does its work.
 */
export const CALLS = /** @type {const} */ ([
  { name: 'livez', write: false, expected: ['200'], diagnostic: true },
  { name: 'word-of-the-day', write: false, expected: ['200'], diagnostic: false },
  // The word of the day asked by players who answered today: its answer carries today's crowd.
  { name: 'crowd', write: false, expected: ['200'], diagnostic: false },
  { name: 'submit', write: true, expected: ['201'], diagnostic: false },
  { name: 'vote/random', write: false, expected: ['200'], diagnostic: false },
  { name: 'vote/submit', write: true, expected: ['201'], diagnostic: false },
  { name: 'profile', write: false, expected: ['200'], diagnostic: false },
  { name: 'midnight', write: true, expected: ['200', '201'], diagnostic: false },
]);

/** @typedef {(typeof CALLS)[number]['name']} CallName */

/**
 * @typedef {object} Requests
 * @property {string[]} uids          every player whose token they need
 * @property {number | null} amount   requests in all, or null to load for the read duration
 * @property {() => Request} next
 */

/**
 * @typedef {Requests & { name: CallName, before?: Requests }} CallPlan  `before`: requests sent,
 *   unmeasured, right before the call is loaded
 */

const answerWords = ['casa', 'perro', 'agua', 'tierra', 'fuego', 'amigo', 'noche', 'verde'];

/**
 * The body of the i-th submit: an answer the dictionary knows, never today's word itself, sent now.
 * @param {string} word  today's
 * @param {number} i
 */
export function submitBody(word, i) {
  const answer = answerWords[i % answerWords.length];
  return JSON.stringify({
    word,
    answer: answer === word ? 'cielo' : answer,
    date: new Date().toISOString(),
  });
}

/**
 * Shares the players who may still answer today between the writing calls (none shares a
 * player with another), and builds every call's requests.
 * @param {Dataset} ds
 * @param {LoadSettings} settings
 * @param {string} word  today's word
 * @param {(uid: string) => string} tokenOf
 * @param {(answerId: string, judgeUid: string) => string} ticketOf  the serving ticket of an
 *   answer handed to a judge
 * @returns {{ calls: CallPlan[], warmup: Requests }}
 */
export function planCalls(ds, settings, word, tokenOf, ticketOf) {
  const { players } = ds.size;
  const free = [];
  for (let p = 0; p < players; p++) if (!ds.answeredToday(p)) free.push(p);
  const take = (/** @type {number} */ count, /** @type {string} */ what) => {
    if (count > free.length) {
      throw new Error(
        `${what} needs ${count} players who have not answered today; ${free.length} left`,
      );
    }
    return free.splice(0, count);
  };
  const submitters = take(settings.submits, 'submit');
  const midnight = take(settings.midnightPlayers, 'the midnight mix');
  const warmers = take(settings.warmupRounds, 'the warm-up');
  const readers = Array.from({ length: Math.min(settings.readPlayers, players) }, (_, i) => i);
  const crowdReaders = [];
  for (let p = 0; p < players && crowdReaders.length < settings.readPlayers; p++) {
    if (ds.answeredToday(p)) crowdReaders.push(p);
  }

  const submitBodyOf = (/** @type {number} */ i) => submitBody(word, i);

  /** @param {number[]} pool @param {(p: number) => Request} request @returns {() => Request} */
  const cycle = (pool, request) => {
    let i = 0;
    return () => request(pool[i++ % pool.length]);
  };
  /** @param {number} count @param {(i: number) => Request} request @returns {() => Request} */
  const exactly = (count, request) => {
    let i = 0;
    return () => {
      if (i >= count) throw new Error('a call sent more requests than it planned');
      return request(i++);
    };
  };
  const get = (/** @type {string} */ path) => (/** @type {number} */ p) =>
    /** @type {Request} */ ({
      method: 'GET',
      path,
      token: tokenOf(uidOf(p)),
      address: addressOf(p),
    });

  // Votes go to the open answers of today's period, one judge per request, never the author nor
  // a judge the seed used (those are author + 1 + 7j): round r uses author + players/2 + r
  // intervals (a player of the author's days, so today's answers go to players who answered
  // today), each with the ticket vote/random would have handed them.
  const openAnswers = [];
  for (let d = ds.firstOpenDay; d < ds.size.days; d++) {
    for (let k = 0; k < ds.perDay; k++)
      openAnswers.push({ index: d * ds.perDay + k, author: ds.authorOf(d, k) });
  }
  const voteOf = (/** @type {number} */ i) => {
    const { index, author } = openAnswers[i % openAnswers.length];
    const round = Math.floor(i / openAnswers.length);
    if (round >= SERVED_ROUNDS) throw new Error('more votes than the rounds of judges allow');
    return { index, judge: ds.benchJudgeOf(author, round) };
  };
  const votes = Array.from({ length: settings.votes }, (_, i) => voteOf(i));
  const warmupVotes = Array.from({ length: settings.warmupRounds }, (_, i) =>
    voteOf(settings.votes + i),
  );
  const submit = (/** @type {number} */ p, /** @type {number} */ i) =>
    /** @type {Request} */ ({
      method: 'POST',
      path: '/api/play/submit',
      token: tokenOf(uidOf(p)),
      address: addressOf(p),
      body: submitBodyOf(i),
    });
  const vote = (/** @type {{ index: number, judge: number }} */ v, /** @type {number} */ i) =>
    /** @type {Request} */ ({
      method: 'POST',
      path: '/api/vote/submit',
      token: tokenOf(uidOf(v.judge)),
      address: addressOf(v.judge),
      body: JSON.stringify({
        answer_uuid: ticketOf(answerId(v.index), uidOf(v.judge)),
        score: (i % 1001) / 100,
      }),
    });

  const readAmount = settings.readAmount;
  /** @type {CallPlan[]} */
  const calls = [
    {
      name: 'livez',
      uids: [],
      amount: readAmount,
      next: cycle(readers, (p) => ({
        method: 'GET',
        path: '/livez',
        token: 'none',
        address: addressOf(p),
      })),
    },
    {
      name: 'word-of-the-day',
      uids: readers.map(uidOf),
      amount: readAmount,
      next: cycle(readers, get('/api/play/word-of-the-day')),
    },
    {
      name: 'crowd',
      uids: crowdReaders.map(uidOf),
      amount: readAmount,
      next: cycle(crowdReaders, get('/api/play/word-of-the-day')),
    },
    {
      name: 'submit',
      uids: submitters.map(uidOf),
      amount: submitters.length,
      next: exactly(submitters.length, (i) => submit(submitters[i], i)),
    },
    {
      name: 'vote/random',
      uids: readers.map(uidOf),
      amount: readAmount,
      next: cycle(readers, get('/api/vote/random')),
    },
    {
      name: 'vote/submit',
      uids: votes.map((v) => uidOf(v.judge)),
      amount: votes.length,
      next: exactly(votes.length, (i) => vote(votes[i], i)),
      // A judge votes on what vote/random just handed them, with the token it checked: each
      // judge's token is checked once before, as in a day (the first call of a day checks it).
      before: {
        uids: [],
        amount: votes.length,
        next: exactly(votes.length, (i) => get('/api/play/word-of-the-day')(votes[i].judge)),
      },
    },
    {
      name: 'profile',
      uids: readers.map(uidOf),
      amount: readAmount,
      next: cycle(readers, get('/api/user/profile')),
    },
    midnightCall(midnight, tokenOf, submitBodyOf),
  ];
  return {
    calls,
    // Every call's code once a round, writes by players and judges of the warm-up's own.
    warmup: {
      uids: [...warmers, ...readers, ...warmupVotes.map((v) => v.judge)].map(uidOf),
      amount: 5 * warmers.length,
      next: exactly(5 * warmers.length, (i) => {
        const round = Math.floor(i / 5);
        const reader = readers[round % readers.length];
        return [
          () => get('/api/user/profile')(reader),
          () => get('/api/vote/random')(reader),
          () => get('/api/play/word-of-the-day')(reader),
          () => submit(warmers[round], round),
          () => vote(warmupVotes[round], round),
        ][i % 5]();
      }),
    },
  };
}

/**
 * 00:00 UTC: every player fetches the new word, and half of them submit an answer within the
 * minute. Requests come in player order: fetch, then (every other player) submit.
 * @param {number[]} players
 * @param {(uid: string) => string} tokenOf
 * @param {(i: number) => string} submitBody
 * @returns {CallPlan}
 */
function midnightCall(players, tokenOf, submitBody) {
  /** @type {{ p: number, submit: boolean, i: number }[]} */
  const steps = [];
  players.forEach((p, i) => {
    steps.push({ p, submit: false, i });
    if (i % 2 === 0) steps.push({ p, submit: true, i });
  });
  let next = 0;
  return {
    name: 'midnight',
    uids: players.map(uidOf),
    amount: steps.length,
    next: () => {
      const step = steps[next++];
      if (!step) throw new Error('the midnight mix sent more requests than it planned');
      const token = tokenOf(uidOf(step.p));
      const address = addressOf(step.p);
      return step.submit
        ? { method: 'POST', path: '/api/play/submit', token, address, body: submitBody(step.i) }
        : { method: 'GET', path: '/api/play/word-of-the-day', token, address };
    },
  };
}
