import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's HAProxy (`apt-get install haproxy`), as .ci/run installs it. */
export const HAPROXY = '/usr/sbin/haproxy';
export const haproxyInstalled = existsSync(HAPROXY);

/**
 * The configuration docs/OPERATIONS.md gives for production, with the test's loopback ports: the limits
 * of each client as the server's own (timeouts, whole requests only, 64 connections per client
 * address), health checks on /healthz, and calls that could not reach an instance sent to another.
 */
export function haproxyConfig(frontendPort: number, servers: number[]): string {
  return `global
    maxconn 4096

defaults
    mode http
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

frontend words
    bind 127.0.0.1:${frontendPort}
    maxconn 4096
    stick-table type ip size 1m expire 1m store conn_cur
    tcp-request connection track-sc0 src
    tcp-request connection reject if { sc0_conn_cur gt 64 }
    http-request deny deny_status 413 if { req.body_size gt 16384 }
    default_backend instances

backend instances
    balance roundrobin
    option httpchk GET /healthz
    http-check expect status 200
    default-server inter 1s fall 2 rise 2
${servers.map((port, i) => `    server words${i + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

/** Runs HAProxy in the foreground with `config` until stop(); its configuration is checked first. */
export async function startHaproxy(config: string, frontendPort: number): Promise<RunningProxy> {
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
      if (response.status === 200) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`haproxy did not pass calls on:\n${output.join('')}`);
}
