/**
 * Failures that say the database cannot be reached or cannot work right now, not that the request
 * or the code is wrong: the call answers 503 SERVICE_UNAVAILABLE and may be tried again.
 */

/** The network to the database: refused, reset, timed out, unknown host. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL's SQLSTATEs: class 08 (connection exception) and 53 (insufficient resources, such as
 * too many connections) by prefix; 57P01-57P03 (administrator or crash shutdown, cannot connect
 * now), 57014 (statement cancelled, as statement_timeout does), 25006 (a read-only database:
 * `default_transaction_read_only`, a standby), and 42P01 and 3D000 (a table or the database
 * missing: the migrations made every table, so only a restore under way takes one away).
 */
const POSTGRES_CLASSES = ['08', '53'];
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '57014', '25006', '42P01', '3D000']);

/** SQLite: the file is locked longer than busy_timeout, read-only, the disk full or failing. */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL|NOLFS)/;

/** What pg and Kysely say when a connection is lost, never made, or the pool is closing. */
const CLIENT_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
];

function isUnavailableHere(error: object): boolean {
  const code = 'code' in error ? String(error.code) : '';
  if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || SQLITE_CODE.test(code)) return true;
  if (/^[0-9A-Z]{5}$/.test(code) && POSTGRES_CLASSES.includes(code.slice(0, 2))) return true;
  const message = 'message' in error ? String(error.message) : '';
  return CLIENT_MESSAGES.some((text) => message.startsWith(text));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  if (isUnavailableHere(error)) return true;
  // A connection to 'localhost' may fail on each of its addresses: an AggregateError.
  if (
    error instanceof AggregateError &&
    error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
  ) {
    return true;
  }
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}
