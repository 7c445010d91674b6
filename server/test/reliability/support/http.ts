import http from 'node:http';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Another loopback address (127.0.0.x) to call from: another client, for per-address limits. */
  localAddress?: string;
  /** false: a connection of its own, closed after the answer (Connection: close). */
  agent?: http.Agent | false;
  /** The call fails if the whole answer has not arrived in this time. */
  timeoutMs?: number;
}

/**
 * One HTTP call on loopback. Resolves with the answer; rejects with the network error when there
 * is none (refused, reset, timed out), so a caller can tell "no answer" from any answer.
 */
export function call(url: string, method: string, options: CallOptions = {}): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers,
        localAddress: options.localAddress,
        agent: options.agent,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            // not JSON: keep the text
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(payload);
  });
}

/** True when the error says the request never reached a server (nothing can have been written). */
export function neverSent(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'ECONNREFUSED';
}
