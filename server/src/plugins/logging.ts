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

export function loggerOptions({ level, stream }: LoggerSettings) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
