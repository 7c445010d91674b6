import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../../../../scripts/lib/free-port.mjs';
import { runMark } from '../../../../scripts/lib/test-run.mjs';
import { bundleServerCopy, serverDir } from '../../../scripts/bundle.mjs';

export { freePort };

/** The server bundled as `npm run build` does, in a file of its own (see bundleServerCopy). */
export const buildServer = () => bundleServerCopy('test');

export interface RunningServer {
  url: string;
  pid: number;
  /** The last lines the server wrote, for failure messages. */
  log(): string;
  /** Sends the signal and waits until the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
  exited(): boolean;
  /** The exit code once it has exited (null while it runs, or when a signal ended it). */
  exitCode(): number | null;
}

/**
 * Starts the bundled server as production would (node server.js, configured by its environment
 * only) on 127.0.0.1:`port`, as `user` when given, and waits until /healthz answers 200 (at most
 * `readyMs`).
 */
export async function startServer(
  file: string,
  port: number,
  env: Record<string, string>,
  options: { readyMs?: number; user?: { uid: number; gid: number } } = {},
): Promise<RunningServer> {
  const { readyMs = 30_000, user } = options;
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [file], {
    cwd: serverDir,
    ...user,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...runMark(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 200) lines.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    pid: child.pid ?? -1,
    log: () => lines.join(''),
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exitCode: () => child.exitCode,
    async stop(signal) {
      if (!server.exited()) child.kill(signal);
      await exit;
    },
  };

  const deadline = Date.now() + readyMs;
  while (Date.now() < deadline) {
    if (server.exited()) throw new Error(`the server stopped while starting:\n${server.log()}`);
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server was not ready in ${readyMs} ms:\n${server.log()}`);
}

/** The resident memory of a process in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for ${pid}`);
  return Number(kib) * 1024;
}
