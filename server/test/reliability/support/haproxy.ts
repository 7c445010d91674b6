import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { errors, type ErrorCode } from '@words/contract/errors';

/** Debian's HAProxy (`apt-get install haproxy`), as .ci/run installs it. */
export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = existsSync(HAPROXY);

/** The game's JSON pages for HAProxy, kept in the repository: docs/OPERATIONS.md says where. */
export const ERROR_FOLDER = path.resolve(import.meta.dirname, '../../../../docs/haproxy');

/** Every status the configuration lets HAProxy answer itself, with the game's error for it. */
export const PROXY_ERRORS = {
  400: 'INVALID_REQUEST',
  408: 'REQUEST_TIMEOUT',
  413: 'BODY_TOO_LARGE',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
} as const satisfies Record<number, ErrorCode>;

/** The file HAProxy sends for `status`: the game's error in its shape, as a whole HTTP answer. */
export function errorPage(status: keyof typeof PROXY_ERRORS): string {
  const code = PROXY_ERRORS[status];
  const body = JSON.stringify({ error: code, message: errors[code].message });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export interface ProxySettings {
  /** The plain HTTP frontend's port and the TLS one's. */
  httpPort: number;
  httpsPort: number;
  /** The instances' ports, on loopback. */
  servers: number[];
  /** The TLS certificate and key, in one PEM file. */
  certificate: string;
  /** The folder of the JSON error pages, one `<status>.json.http` for each of PROXY_ERRORS. */
  errorFolder: string;
}

/** The addresses and files docs/OPERATIONS.md shows; a test gives its own. */
export const DOCUMENTED: ProxySettings = {
  httpPort: 8080,
  httpsPort: 8443,
  servers: [3001, 3002],
  certificate: '/etc/haproxy/words.pem',
  errorFolder: '/etc/haproxy/errors/words',
};

/**
 * The configuration docs/OPERATIONS.md gives for production, with the test's loopback ports and
 * files: the limits of each client as the server's own (timeouts, whole requests only, 64
 * connections per client address), health checks on /healthz with time to answer, calls that
 * could not reach an instance sent to another, a log line per call, the scheme the player used in
 * X-Forwarded-Proto, and the game's JSON pages for every answer of its own (no instance to answer, an instance
 * that dropped the call or took too long, a call refused).
 */
export function haproxyConfig(settings: ProxySettings): string {
  const { httpPort, httpsPort, servers, certificate, errorFolder } = settings;
  const errorFiles = Object.keys(PROXY_ERRORS).map(
    (status) => `    errorfile ${status} ${errorFolder}/${status}.json.http`,
  );
  return `global
    maxconn 4096
    log stdout format raw local0

defaults
    mode http
    log global
    option httplog
    option forwardfor
    option http-buffer-request
    option http-server-close
    option redispatch 1
    retries 3
    timeout connect 5s
    timeout client 30s
    timeout server 30s
    timeout http-request 10s
    timeout http-keep-alive 5s
    timeout queue 10s
    timeout check 5s
${errorFiles.join('\n')}

frontend words
    bind 127.0.0.1:${httpPort}
    bind 127.0.0.1:${httpsPort} ssl crt ${certificate}
    maxconn 4096
    stick-table type ip size 1m expire 1m store conn_cur
    tcp-request connection track-sc0 src
    tcp-request connection reject if { sc0_conn_cur gt 64 }
    http-request deny deny_status 413 if { req.body_size gt 16384 }
    http-request set-header X-Forwarded-Proto https if { ssl_fc }
    http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${servers.map((port, i) => `    server words${i + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

/** A self-signed certificate for 127.0.0.1 with its key, in one PEM file as HAProxy reads it. */
export function testCertificate(): { file: string; certificate: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'words-certificate-'));
  const key = path.join(folder, 'key.pem');
  const certificate = path.join(folder, 'certificate.pem');
  const run = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`openssl made no certificate:\n${run.stderr}`);
  const file = path.join(folder, 'words.pem');
  writeFileSync(file, readFileSync(certificate, 'utf8') + readFileSync(key, 'utf8'));
  return {
    file,
    certificate: readFileSync(certificate, 'utf8'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
  /** What HAProxy has written: its log lines. */
  output(): string;
}

/**
 * Runs HAProxy in the foreground with `config` until stop(); its configuration is checked first.
 * Started once a call to /healthz through `frontendPort` answers `readyStatus`.
 */
export async function startHaproxy(
  config: string,
  frontendPort: number,
  readyStatus = 200,
): Promise<RunningProxy> {
  const folder = mkdtempSync(path.join(tmpdir(), 'words-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}`);

  const output: string[] = [];
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${frontendPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === readyStatus) return { url, stop, output: () => output.join('') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`haproxy did not pass calls on:\n${output.join('')}`);
}
