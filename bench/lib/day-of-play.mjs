// A virtual player's day, as the page makes its calls: the word of the day, their answer, the word
// again with the crowd, ten answers of others judged (or fewer, when nothing is left to judge),
// their profile, the rankings page (its periods, then the newest period's ranking) and their peña's
// page. Between two calls the player thinks: a random time, exponential around the mean, drawn
// from the dataset's hash so that every run thinks alike. Each call is due when the player is done
// thinking; its latency counts from then.
import { submitBody } from './calls.mjs';
import { addressOf, mix } from './dataset.mjs';
import { until } from './open-loop.mjs';

/** The calls of a day, in the report's order. */
export const DAY_CALLS = /** @type {const} */ ([
  'word-of-the-day',
  'submit',
  'crowd',
  'vote/random',
  'vote/submit',
  'profile',
  'rankings',
  'ranking',
  'peña',
]);

/** Answers a player judges in a day, when there are that many to judge. */
export const JUDGED_PER_DAY = 10;

/** Calls of a whole day: word, submit, crowd, 10 × (random, vote), profile, 2 × rankings, peña. */
export const CALLS_PER_DAY = 3 + 2 * JUDGED_PER_DAY + 1 + 2 + 1;

/**
 * @typedef {object} Day
 * @property {boolean} failed  some call did not get the status it should
 * @property {boolean} doneJudging  vote/random said nothing was left before the tenth answer
 */

/**
 * @param {object} o
 * @param {number} o.p  the player
 * @param {number} o.arrivesAt  when the day begins (performance.now()'s clock)
 * @param {string} o.word  today's
 * @param {string} o.token
 * @param {string | null} o.pena  the id of the player's peña
 * @param {number} o.thinkMs  the mean think time
 * @param {import('./open-loop.mjs').OpenClient} o.client
 * @param {ReturnType<typeof import('./open-loop.mjs').createLatencyLog>} o.log
 * @returns {Promise<Day>}
 */
export async function playDay(o) {
  const address = addressOf(o.p);
  let due = o.arrivesAt;
  let step = 0;
  let failed = false;
  /**
   * One call, when it is due; its body when it got `expected`, else null (and the day failed).
   * @param {(typeof DAY_CALLS)[number]} name
   * @param {'GET' | 'POST'} method
   * @param {string} path
   * @param {number} expected
   * @param {string} [body]
   */
  const call = async (name, method, path, expected, body) => {
    await until(due);
    const answer = await o.client.send({ method, path, token: o.token, address, body });
    const end = performance.now();
    const ok = answer.status === expected;
    const error = ok
      ? null
      : `${method} ${path}: ${answer.status || answer.error} ${answer.body.slice(0, 160)}`;
    o.log.record(name, due, end - due, error);
    if (!ok) failed = true;
    due = end + thinkTime(o.p, step++, o.thinkMs);
    return ok ? answer.body : null;
  };

  await call('word-of-the-day', 'GET', '/api/play/word-of-the-day', 200);
  await call('submit', 'POST', '/api/play/submit', 201, submitBody(o.word, o.p));
  await call('crowd', 'GET', '/api/play/word-of-the-day', 200);
  let doneJudging = false;
  for (let i = 0; i < JUDGED_PER_DAY && !doneJudging; i++) {
    const served = await call('vote/random', 'GET', '/api/vote/random', 200);
    if (served === null) continue;
    const answer = JSON.parse(served);
    if (answer.done) {
      doneJudging = true;
      continue;
    }
    const vote = { answer_uuid: answer.answer_uuid, score: (mix(o.p, i, 8) % 1001) / 100 };
    await call('vote/submit', 'POST', '/api/vote/submit', 201, JSON.stringify(vote));
  }
  await call('profile', 'GET', '/api/user/profile', 200);
  const rankings = await call('rankings', 'GET', '/api/rankings', 200);
  const newest = rankings === null ? undefined : JSON.parse(rankings).periods[0]?.start;
  if (newest) await call('ranking', 'GET', `/api/rankings/${newest}`, 200);
  if (o.pena) await call('peña', 'GET', `/api/groups/${o.pena}`, 200);
  return { failed, doneJudging };
}

/**
 * The think time after a player's step-th call, ms: exponential with the given mean.
 * @param {number} p @param {number} step @param {number} meanMs
 */
function thinkTime(p, step, meanMs) {
  const uniform = (mix(p, step, 7) + 0.5) / 2 ** 32;
  return -meanMs * Math.log(1 - uniform);
}
