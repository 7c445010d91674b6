import net from 'node:net';

/**
 * A TCP proxy on loopback between the server and PostgreSQL, so a test can make the database go
 * away without touching the real one (other tests use it at the same time):
 * - cut(): every connection is reset and new ones are refused (the database is down);
 * - stall(): nothing passes any more, in either direction, and new connections hang (a silent
 *   network);
 * - restore(): connections pass again, on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let stalled = false;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    if (stalled) socket.pause();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });

  let port = 0;
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject);
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen(0);

  return {
    get port() {
      return port;
    },
    /** PostgreSQL sees the proxy's connections coming from these ports (client_port). */
    upstreamPorts: () => [...upstreams].map((socket) => socket.localPort ?? 0),
    async cut(): Promise<void> {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    stall(): void {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    async restore(): Promise<void> {
      stalled = false;
      for (const socket of sockets) socket.resume();
      if (!server.listening) await listen(port);
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
