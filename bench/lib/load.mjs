// One call under load: autocannon with a fresh request (player, token, body) for every request,
// counting statuses, with the server's peak memory over the load.
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon from 'autocannon';

v8.setFlagsFromString('--expose-gc');
/**
 * A full garbage collection of the bench's own heap, before each load: so that the load
 * generator does not pause for one while it measures (its pause would count as the server's).
 * @type {() => void}
 */
export const collectGarbage = vm.runInNewContext('gc');

/**
 * @typedef {object} Request
 * @property {'GET' | 'POST'} method
 * @property {string} path
 * @property {string} token
 * @property {string} address  the player's own address, as the load balancer forwards it
 * @property {string} [body]  JSON
 */

/**
 * @typedef {object} LoadResult
 * @property {number} requests   responses received
 * @property {number} seconds
 * @property {number} rps
 * @property {number} p50        ms
 * @property {number} p99        ms
 * @property {number} p50Connected  ms, leaving out each connection's first request (which also
 *   waits for its connection to open: autocannon opens all of them at once when a load starts)
 * @property {number} p99Connected  ms, likewise
 * @property {number} max        ms
 * @property {Record<string, number>} statuses  count by HTTP status
 * @property {number} errors     connection errors and timeouts
 * @property {number} longestPauseMs  the longest time without any response: a server that
 *   stalls (a long synchronous task, a garbage collection, a machine busy elsewhere) shows here
 * @property {number} [peakRssMb]  the server's peak RSS during the load
 * @property {number} [cpuUsPerRequest]  the server's CPU time (user + system) per response, µs:
 *   unlike req/s, hardly moved by other processes on the machine
 */

/**
 * @param {object} options
 * @param {string} options.url
 * @param {() => Request} options.next  the next request; called exactly once per request sent
 * @param {number} options.connections
 * @param {number | null} options.amount  requests in all; or, when null, load for `seconds`
 * @param {number} options.seconds
 * @param {import('./processes.mjs').Running} [options.server]  whose peak memory to read
 * @returns {Promise<LoadResult>}
 */
export async function load({ url, next, connections, amount, seconds, server }) {
  collectGarbage();
  server?.resetPeakMemory();
  const cpuBefore = server?.cpuSeconds() ?? 0;
  const instance = autocannon({
    url,
    connections: amount === null ? connections : Math.min(connections, amount),
    pipelining: 1,
    timeout: 10,
    // A load of an amount ends at autocannon's next sample (every second by default): sampled
    // often, it ends as its last answer arrives instead of up to a second later. Nothing measured
    // comes from the samples.
    ...(amount === null ? { duration: seconds } : { amount, sampleInt: 50 }),
    requests: [
      {
        setupRequest(request) {
          const { method, path, token, address, body } = next();
          /** @type {Record<string, string>} */
          const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': address };
          if (body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, method, path, headers, body: body ?? '' };
        },
      },
    ],
  });
  // autocannon stops on its 1 s sampling tick: time the load by its responses instead.
  let first = Infinity;
  let last = -Infinity;
  let longestPause = 0;
  /** @type {number[]} */
  const connected = [];
  const opened = new Set();
  instance.on('response', (client, _status, _bytes, /** @type {number} */ responseTime) => {
    const now = performance.now();
    if (opened.has(client)) connected.push(responseTime);
    else opened.add(client);
    first = Math.min(first, now - responseTime);
    if (last > 0) longestPause = Math.max(longestPause, now - last);
    last = now;
  });
  const result = await instance;
  connected.sort((a, b) => a - b);
  const percentile = (/** @type {number} */ q) =>
    Math.round(connected[Math.min(connected.length - 1, Math.floor(q * connected.length))] ?? NaN);
  const elapsed = last > first ? (last - first) / 1000 : result.duration;
  /** @type {Record<string, number>} */
  const statuses = {};
  let requests = 0;
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = count;
    requests += count;
  }
  return {
    requests,
    seconds: elapsed,
    rps: requests / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    p50Connected: percentile(0.5),
    p99Connected: percentile(0.99),
    max: result.latency.max,
    statuses,
    errors: result.errors + result.timeouts,
    longestPauseMs: Math.round(longestPause),
    ...(server
      ? {
          peakRssMb: server.memory().peakRssMb,
          cpuUsPerRequest: Math.round(((server.cpuSeconds() - cpuBefore) * 1e6) / requests),
        }
      : {}),
  };
}

/**
 * The baseline's load: the same settings against one constant route, no token needed.
 * @param {string} url
 * @param {number} connections
 * @param {number | null} amount
 * @param {number} seconds
 * @param {import('./processes.mjs').Running} [server]
 */
export function loadConstant(url, connections, amount, seconds, server) {
  return load({
    url,
    next: () => ({ method: 'GET', path: '/baseline', token: 'none', address: '10.0.0.1' }),
    connections,
    amount,
    seconds,
    server,
  });
}
