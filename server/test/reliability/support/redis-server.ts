import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './built-server';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * A Redis of the test's own, in the foreground, on a free port, keeping nothing on disk; `args`
 * adds settings (`--maxmemory 1mb`…). Started when it says it accepts connections.
 */
export async function startRedis(args: string[] = []): Promise<RunningRedis> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', () => reject(new Error(`redis-server stopped:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
