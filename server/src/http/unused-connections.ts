import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Makes `server.close()` end the connections that have not sent a byte, as it ends the idle
 * ones: a browser opens them ahead of its calls (a preconnect). Node 20 does not count them idle,
 * and its close stops the checks that would time them out, so one of them held the close until
 * the server's forced exit (10 s, exit code 1). A connection that has sent anything is left to
 * finish its call. (nodejs/node#63452: Node 26.5 closes them itself.)
 */
export function closeUnusedConnections(server: Server): void {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  const close = server.close.bind(server);
  // After Node's close, which stops taking connections: none is taken once the sweep is done.
  server.close = (callback) => {
    close(callback);
    for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    return server;
  };
}
