import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino from 'pino';
import { createRequire } from 'node:module';
import { clientAddressOf } from './client-address';
import { isHealthCheck } from './health-check';

/**
 * What the logs must never hold: tokens and personal data. Each path is a place where the app
 * could log one; pino writes '[redacted]' instead. No wildcards ('*.token'): pino applies a
 * wildcard to every value of every line, access lines included, and that cost more than writing
 * the line itself, whereas an exact path costs only on the lines that carry its first key.
 *
 * The access line's `req` and `res` go through serializers that keep method, URL (without the keys
 * some paths hold: loggedUrl), client address and status but no header, so no Authorization, Cookie or Set-Cookie can reach
 * the logs that way (test/security/logs.test.ts holds that too).
 */
export const REDACTED_PATHS = [
  // Logged on their own.
  'authorization',
  'cookie',
  'token',
  'idToken',
  'email',
  // Headers logged as such.
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  // A failure's own fields: jose's claim errors carry the token's claims, email included, as
  // `payload`.
  'err.payload',
  'err.claims',
  'err.authorization',
  'err.token',
  'err.idToken',
  'err.email',
];

/**
 * The paths whose last part is a key: a private calendar's token (/calendar/TOKEN.ics), a peña's
 * invitation code (/unirse/CODE, /api/groups/invite/CODE) and a duel's (/mente/CODE,
 * /api/duels/invite/CODE). Whoever reads the logs must not be able to open them. Cut by the
 * path's start, not by the route it matched: a POST to /api/duels/invite/CODE matches no route
 * and is logged all the same. test/security/logs.test.ts lists every route of the server and of
 * the page with a parameter named like a key and fails on one missing here.
 */
export const PATHS_ENDING_IN_A_KEY = [
  '/calendar',
  '/unirse',
  '/mente',
  '/api/groups/invite',
  '/api/duels/invite',
] as const;

const SECRET_IN_PATH = new RegExp(`^(${PATHS_ENDING_IN_A_KEY.join('|')})/[^/?#]+`);

/** The URL as logged: the secret part of a path in PATHS_ENDING_IN_A_KEY cut out. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_IN_PATH, '$1/[redacted]');
}

/**
 * Fastify's own request serializer, with the URL as loggedUrl gives it. Anything logged as `req`
 * comes here, a request or not: every part may be missing.
 */
function requestLogged(request: Partial<FastifyRequest>) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? loggedUrl(request.url) : request.url,
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    // A request of this app, or anything else logged as `req`.
    remoteAddress:
      request.clientAddress === undefined ? request.ip : clientAddressOf(request as FastifyRequest),
    remotePort: request.socket?.remotePort,
  };
}

export interface LoggerSettings {
  level: string;
  /** Where the lines go; standard output by default. */
  stream?: { write(line: string): void };
}

/**
 * Standard output: for people on a terminal (`npm start`: time, level, message and the fields
 * that matter), JSON lines otherwise, for whatever collects the logs. Redaction happens before
 * either.
 */
export function standardOutput(
  terminal = process.stdout.isTTY === true,
  terminalStream: number | NodeJS.WritableStream = 1,
) {
  if (terminal) {
    // Loaded only for a terminal: a server whose output is collected never pays for it at start.
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
    return pretty({
      destination: terminalStream,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      // The access line as people read it: GET /api/rankings 200 (3.1 ms).
      messageFormat:
        '{msg}{if req.method} {req.method} {req.url} {res.statusCode} ({responseTime} ms){end}',
    });
  }
  // Without waiting on each line: lines logged while a write is under way go out together with
  // the next one, and what is left is written when the process exits.
  return pino.destination({ dest: 1, sync: false });
}

export function loggerOptions({ level, stream }: LoggerSettings) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: requestLogged },
    stream: stream ?? standardOutput(),
  };
}

/**
 * One line per request, when its answer has gone: method, URL, client, status and time. Fastify's
 * own request logging (turned off in buildApp) writes two lines per request, and at the midnight
 * peak writing log lines was a tenth of the server's time. A health check's line is at debug
 * level: a balancer checking every second would write 86,400 lines a day per instance.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const level = isHealthCheck(request) ? 'debug' : 'info';
    request.log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
