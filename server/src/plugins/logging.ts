import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

/**
 * What the logs must never hold: tokens and personal data. Fastify's request serializer logs no
 * headers and nothing logs a body or a token's claims; these paths make sure that, should anything
 * log them all the same, they come out as '[redacted]'.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'authorization',
  'token',
  'idToken',
  'email',
  '*.authorization',
  '*.token',
  '*.idToken',
  '*.email',
  'err.payload',
  'err.claims',
];

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
    stream: stream ?? standardOutput(),
  };
}

/**
 * One line per request, when its answer has gone: method, URL, client, status and time. Fastify's
 * own request logging (turned off in buildApp) writes two lines per request, and at the midnight
 * peak writing log lines was a tenth of the server's time.
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
}
