import { errors, requestProblems, type ErrorCode } from '@words/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../app-error';
import { isDatabaseUnavailable } from './database-unavailable';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Says in Spanish which field of the request is wrong, from the schema check that refused it. */
function describeValidation(issue: ValidationIssue | undefined): string {
  if (!issue) return errors.INVALID_REQUEST.message;
  const params = issue.params as Record<string, unknown>;
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (issue.keyword === 'required') {
    return requestProblems.missingField(String(params.missingProperty));
  }
  if (issue.keyword === 'additionalProperties') {
    return requestProblems.unknownField(String(params.additionalProperty));
  }
  if (field === '') return requestProblems.notAnObject;
  return requestProblems.invalidField(field);
}

export function sendError(reply: FastifyReply, code: ErrorCode, message?: string): FastifyReply {
  const { status, message: text } = errors[code];
  reply.request.refusal = code;
  return reply.code(status).send({ error: code, message: message ?? text });
}

/**
 * PostgreSQL refuses text it cannot store, such as a NUL character (22021
 * character_not_in_repertoire, 22P05 untranslatable_character). Only a request's text gets there:
 * bad input, never a failure of the server. (SQLite stores such text, so it never refuses it.)
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function codeOfFrameworkError(error: FastifyError): ErrorCode {
  const status = error.statusCode ?? 500;
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  if (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError) return 'INVALID_JSON';
  if (status >= 400 && status < 500) return 'INVALID_REQUEST';
  return 'INTERNAL_ERROR';
}

/**
 * One place turns every failure into `{ error, message }`: the player's refusals as they are,
 * bad input as a 4xx, a database that cannot be reached or written as a 503 (told to
 * `onUnavailable`, which readiness asks), and anything unexpected as a 500 that says nothing internal.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  onUnavailable: (error: unknown) => void = () => {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.code);
    if (error.validation) {
      return sendError(reply, 'INVALID_REQUEST', describeValidation(error.validation[0]));
    }
    if (isDatabaseUnavailable(error)) {
      // Told once at error level by the database's watch (onUnavailable), not once per call.
      request.log.debug({ err: error }, 'database unavailable');
      onUnavailable(error);
      return sendError(reply, 'SERVICE_UNAVAILABLE');
    }
    const code = UNSTORABLE_TEXT.has(String(error.code))
      ? 'INVALID_REQUEST'
      : codeOfFrameworkError(error);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unexpected error');
    else request.log.info({ code: error.code }, 'request refused');
    return sendError(reply, code);
  });
}

/**
 * Fastify answers a URL it cannot decode, or a path parameter longer than it accepts, before any
 * route or error handler runs: this makes that answer a 400 in the API's shape too, instead of
 * Fastify's own body, which repeats the URL.
 */
export function answerUnroutableUrl(_error: FastifyError, _request: unknown, reply: FastifyReply) {
  return sendError(reply, 'INVALID_REQUEST');
}
