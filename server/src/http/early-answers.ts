import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * An answer given before the request's body has all arrived (401, 413, 429…) closes the
 * connection once written. Otherwise Node keeps the connection to read the rest of the body, for
 * as long as the client takes to send it.
 */
export function closeAfterEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // Requests made with app.inject have no connection, and no `complete` either.
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
}

type ClientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => void;

/**
 * A clientErrorHandler that closes the connection for good once its answer is written. Ending it
 * is not enough: Node's HTTP server allows half-open connections, so a client that never closes
 * its side (one still trickling a body) would keep it open.
 */
export function destroyingAfter(answer: ClientErrorHandler): ClientErrorHandler {
  return (error, socket) => {
    answer(error, socket);
    if (!socket.destroyed) socket.destroySoon();
  };
}
