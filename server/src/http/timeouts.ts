/**
 * How long a client may take, held by Node's HTTP server. Both are counted from the opening of the
 * connection for its first request, and from a request's first byte for the next ones on it.
 * Beyond them the request is answered 408 REQUEST_TIMEOUT and its connection closed.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15_000;
/** How long a connection may wait for its next request (Node closes it about 1 s after this). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** How often Node looks for requests past their time: they are cut at most this much late. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The timeouts as Fastify's options, for the HTTP server it creates. */
export const timeoutOptions = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  http: {
    // Node's defaults, 60 s and 30 s, let a request whose headers had arrived trickle its body for
    // over a minute: Node 20 cut it at headersTimeout, not at the lower requestTimeout.
    headersTimeout: HEADERS_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  },
};
