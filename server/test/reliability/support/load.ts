import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const autocannonBin = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/autocannon/autocannon.js',
);
const run = promisify(execFile);

export interface LoadResult {
  /** Requests per second it achieved, on average. */
  rate: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

/**
 * Load from autocannon in a process of its own (it must not share the test's event loop, nor the
 * server's): `connections` at once for `seconds`, at most `rate` requests per second when given.
 */
export async function load(
  url: string,
  options: { connections: number; seconds: number; rate?: number; token?: string },
): Promise<LoadResult> {
  const args = [
    autocannonBin,
    '--json',
    '--no-progress',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    ...(options.rate ? ['--overallRate', String(options.rate)] : []),
    ...(options.token ? ['--headers', `authorization=Bearer ${options.token}`] : []),
    url,
  ];
  const { stdout } = await run(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (options.seconds + 30) * 1000,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    timeouts: number;
  };
  return {
    rate: result.requests.average,
    total: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
