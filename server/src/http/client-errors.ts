import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errors, type ErrorCode } from '@words/contract/errors';

/** What Node's HTTP parser reports before any request exists, as the API's own error. */
function codeOf(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'INVALID_REQUEST';
}

/**
 * Fastify's clientErrorHandler: a request Node could not parse (headers over 16 KB, malformed
 * HTTP, one that did not arrive in time) is answered in the `{ error, message }` shape with the
 * same security headers as every other answer, and its connection is closed.
 */
export function answerClientErrors(headers: Record<string, string>) {
  return function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
    // Nothing can be written to a connection the client already closed or reset.
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const code = codeOf(error);
    const { status, message } = errors[code];
    const body = JSON.stringify({ error: code, message });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
