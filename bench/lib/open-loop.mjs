// The open loop of a day of play: requests go out at the times a schedule sets, however fast the
// server answers, and each one's latency counts from that time, so a request the generator sent
// late (its loop busy, every connection taken) counts its wait against the server instead of
// leaving a gap (no coordinated omission). Requests share a pool of keep-alive connections, as a
// load balancer keeps them open to its backends.
import { Pool } from 'undici';

/** @typedef {import('./load.mjs').Request} Request */

/**
 * Connections of the pool at most. A connection carries one request at a time, and a request
 * finding all of them busy waits in the pool: a small pool would queue the players' requests
 * behind slow ones in the generator (a browser has connections of its own). So as many as the
 * server allows a load balancer (MAX_CONNECTIONS, 10,000; the loopback is a trusted proxy, so
 * the 256 per address do not apply) leaves room for: the pool opens them only as requests
 * overlap.
 */
const CONNECTIONS = 4096;

/**
 * @typedef {object} Answer
 * @property {number} status  0 when the request failed on the network (or timed out)
 * @property {string} body
 * @property {string} [error]  the network error's message
 */

/** @param {string} url */
export function openClient(url) {
  const pool = new Pool(url, {
    connections: CONNECTIONS,
    pipelining: 1,
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  return {
    /**
     * @param {Request} request
     * @returns {Promise<Answer>}
     */
    async send({ method, path, token, address, body }) {
      /** @type {Record<string, string>} */
      const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': address };
      if (body !== undefined) headers['content-type'] = 'application/json';
      try {
        const response = await pool.request({ method, path, headers, body });
        return { status: response.statusCode, body: await response.body.text() };
      } catch (error) {
        return { status: 0, body: '', error: /** @type {Error} */ (error).message };
      }
    },
    close: () => pool.close(),
  };
}

/** @typedef {ReturnType<typeof openClient>} OpenClient */

/** Resolves at `time` (performance.now()'s clock), at once if it has passed. @param {number} time */
export function until(time) {
  const wait = time - performance.now();
  if (wait <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Calls `arrive(i, at)` for i = 0 … count - 1 at `start + i / rate` seconds: a fixed rate, one
 * arrival after another; a late timer sends the arrivals it owes at once, each with its own time.
 * @param {number} rate  arrivals per second
 * @param {number} count
 * @param {number} start  performance.now()'s clock
 * @param {(i: number, at: number) => void} arrive
 */
export async function arrivals(rate, count, start, arrive) {
  for (let i = 0; i < count; i++) {
    const at = start + (i * 1000) / rate;
    await until(at);
    arrive(i, at);
  }
}

/**
 * Every request of a step: its call, when it was due, how long it took from then, and whether it
 * got what the call should; read back for any window of due times.
 */
export function createLatencyLog() {
  /** @type {Map<string, { due: number[], ms: number[] }>} */
  const byCall = new Map();
  /** @type {{ call: string, due: number, what: string }[]} */
  const errors = [];
  return {
    /**
     * @param {string} call @param {number} due @param {number} ms
     * @param {string | null} error  what went wrong, null when the answer was the call's
     */
    record(call, due, ms, error) {
      let entry = byCall.get(call);
      if (!entry) byCall.set(call, (entry = { due: [], ms: [] }));
      entry.due.push(due);
      entry.ms.push(ms);
      if (error !== null) errors.push({ call, due, what: error });
    },
    errors: () => errors,
    /**
     * Per call and over all calls, the requests due in [from, to): how many, p50, p99, errors.
     * @param {number} from @param {number} to
     */
    summary(from, to) {
      /** @type {Record<string, Latencies>} */
      const calls = {};
      /** @type {number[]} */
      const all = [];
      for (const [call, { due, ms }] of byCall) {
        /** @type {number[]} */
        const window = [];
        due.forEach((at, i) => {
          if (at >= from && at < to) window.push(/** @type {number} */ (ms[i]));
        });
        for (const latency of window) all.push(latency);
        calls[call] = latenciesOf(
          window,
          errors.filter((e) => e.call === call && e.due >= from && e.due < to).length,
        );
      }
      const windowErrors = errors.filter((e) => e.due >= from && e.due < to).length;
      return { calls, all: latenciesOf(all, windowErrors) };
    },
  };
}

/**
 * @typedef {object} Latencies
 * @property {number} requests
 * @property {number} p50  ms, one decimal
 * @property {number} p99  ms, one decimal
 * @property {number} max  ms, one decimal
 * @property {number} errors
 */

/** @param {number[]} ms @param {number} errors @returns {Latencies} */
function latenciesOf(ms, errors) {
  const sorted = Float64Array.from(ms).sort();
  const at = (/** @type {number} */ q) =>
    sorted.length === 0
      ? NaN
      : Math.round(
          10 * (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN),
        ) / 10;
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1), errors };
}
