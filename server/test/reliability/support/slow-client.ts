import net from 'node:net';

export interface SlowClientOptions {
  port: number;
  /** The loopback address (127.0.0.x) to connect from: the client's address for the server. */
  localAddress: string;
  /** Sent as soon as the connection opens; nothing when absent (an idle connection). */
  start?: string;
  /** Then sent again and again, every `everyMs`, until the server closes the connection. */
  trickle?: { text: string; everyMs: number };
}

export interface SlowClient {
  /** Milliseconds from the client's start; null while it has not happened. */
  readonly times: {
    /** The first byte of an answer. */
    answered: number | null;
    /** The server ended its side (FIN). */
    ended: number | null;
    /** The server took no more: the connection was reset or refused. */
    closed: number | null;
  };
  /** The answer as received: status, lowercased head, body. */
  answer(): { status: number; head: string; body: string };
  /** Resolves once the server has closed the connection. */
  readonly gone: Promise<void>;
  /** Drops the connection from this side. */
  stop(): void;
}

/**
 * A raw connection that behaves as a slow client or an attacker does: it sends `start`, then
 * trickles, and never closes its own side (half-open allowed), so only the server can end it.
 * Once the server has sent FIN, an empty line is written every 100 ms: a server that really closed
 * the connection resets it, one that only half-closed it takes the bytes and keeps it open.
 */
export function slowClient({ port, localAddress, start, trickle }: SlowClientOptions): SlowClient {
  const begun = Date.now();
  const since = () => Date.now() - begun;
  const times: SlowClient['times'] = { answered: null, ended: null, closed: null };
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  const socket = net.connect({ port, host: '127.0.0.1', localAddress, allowHalfOpen: true });
  const gone = new Promise<void>((resolve) => {
    socket.once('close', () => {
      clearInterval(timer);
      times.closed ??= since();
      resolve();
    });
  });
  const write = (text: string) => {
    if (socket.writable) socket.write(text);
  };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    times.answered ??= since();
    received += chunk;
  });
  socket.on('end', () => {
    times.ended ??= since();
    clearInterval(timer);
    timer = setInterval(() => write('\r\n'), 100);
  });
  socket.on('error', () => {
    times.closed ??= since();
    socket.destroy();
  });
  socket.on('connect', () => {
    if (start !== undefined) write(start);
    if (trickle) timer = setInterval(() => write(trickle.text), trickle.everyMs);
  });
  return {
    times,
    gone,
    answer() {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
    },
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** The start of a POST whose body, `declaredBytes` long, is still to come. */
export function postHead(path: string, declaredBytes: number, token?: string): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${declaredBytes}`,
    ...(token ? [`Authorization: Bearer ${token}`] : []),
  ];
  return `${lines.join('\r\n')}\r\n\r\n{`;
}
