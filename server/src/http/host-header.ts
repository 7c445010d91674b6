import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/**
 * The options for Node's HTTP server: it does not refuse a request without Host itself (its own
 * answer is a bare 400, without the API's shape or headers); refuseRequestsWithoutHost does.
 */
export const hostHeaderOptions = { requireHostHeader: false };

/**
 * HTTP/1.1 requires a Host header (RFC 9112, 3.2): a request without one is refused as every other
 * bad request is, 400 INVALID_REQUEST in `{ error, message }` with the security headers, never
 * stored. Registered after the security headers, before any work is done.
 */
export function refuseRequestsWithoutHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return done();
    reply.header('cache-control', 'no-store');
    done(new AppError('INVALID_REQUEST'));
  });
}
