// What the access log line and the in-memory rate limit cost a request, alone, in CPU µs:
// `node bench/limits-and-logs.mjs [git-ref]`. With a ref, the log line is measured with
// server/src/http/logging.ts (plugins/logging.ts before decision 0035) as it was there, for a
// before-and-after. Each run is a fresh process; each figure is the least of 5 rounds (the machine
// is shared), then the median of 3 runs.
//   - the access line: one `request completed` line through the app's logger settings (Fastify's
//     serializers, the redaction) to a stream that drops it; and the same line with no redaction.
//   - a count of the address limit as one instance makes it (@fastify/rate-limit's check against
//     its in-memory store, awaited in an async hook), over 1,000 client addresses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleSettings, serverDir } from '../server/scripts/bundle.mjs';

const ref = process.argv[2];
const repoRoot = path.resolve(serverDir, '..');
const work = mkdtempSync(path.join(tmpdir(), 'limits-and-logs-'));
let logging = path.join(serverDir, 'src/http/logging.ts');
if (ref) {
  logging = path.join(work, 'logging.ts');
  const at = (file) =>
    spawnSync('git', ['show', `${ref}:server/src/${file}`], { cwd: repoRoot, encoding: 'utf8' });
  const shown = [at('http/logging.ts'), at('plugins/logging.ts')].find((git) => git.status === 0);
  if (!shown) throw new Error(`no logging.ts at ${ref}`);
  writeFileSync(logging, shown.stdout);
}

const probe = `
import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { loggerOptions } from ${JSON.stringify(logging)};

async function cpuMicros(run) {
  const start = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(start);
  return user + system;
}

async function leastOf(variants) {
  const least = {};
  for (let round = 0; round < 5; round++) {
    for (const [name, measure] of Object.entries(variants)) {
      least[name] = Math.min(least[name] ?? Infinity, await measure());
    }
  }
  return least;
}

async function accessLine(redacted) {
  const options = loggerOptions({ level: 'info', stream: { write() {} } });
  if (!redacted) delete options.redact;
  const app = Fastify({ logger: options });
  await app.ready();
  const log = app.log.child({ reqId: 'req-1a' });
  const request = {
    method: 'GET',
    url: '/api/play/word-of-the-day',
    headers: { authorization: 'Bearer a.b.c', host: 'localhost' },
    host: 'localhost',
    ip: '203.0.113.7',
    socket: { remotePort: 51234 },
  };
  const line = (i) =>
    log.info({ req: request, res: { statusCode: 200 }, responseTime: 1.25 + i / 1e6 }, 'request completed');
  const lines = 100_000;
  for (let i = 0; i < 10_000; i++) line(i);
  const micros = await cpuMicros(() => { for (let i = 0; i < lines; i++) line(i); });
  await app.close();
  return micros / lines;
}

async function addressCount() {
  const requests = Array.from({ length: 1000 }, (_, i) => ({
    ip: '10.0.' + (i >> 8) + '.' + (i % 250),
    routeOptions: { config: {} },
  }));
  const calls = 200_000;
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { global: false });
  await app.ready();
  const check = app.createRateLimit({
    max: 1e9, timeWindow: 60_000, keyGenerator: (r) => 'address:' + r.ip, cache: 20_000,
  });
  const hook = async (request) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw new Error('refused');
  };
  const micros = await cpuMicros(async () => {
    for (let i = 0; i < calls; i++) await hook(requests[i % 1000]);
  });
  await app.close();
  return micros / calls;
}

console.log(JSON.stringify({
  ...(await leastOf({ redacted: () => accessLine(true), bare: () => accessLine(false) })),
  ...(await leastOf({ plugin: () => addressCount() })),
}));
`;

const entry = path.join(work, 'probe.ts');
writeFileSync(entry, probe);
// In server/dist, so that the npm packages it leaves out are found from the server's folder.
const bundle = path.join(serverDir, 'dist', `limits-and-logs-${process.pid}.mjs`);
try {
  await build({
    ...bundleSettings,
    entryPoints: [entry],
    outfile: bundle,
    nodePaths: [path.join(repoRoot, 'node_modules')],
  });
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const child = spawnSync(process.execPath, [bundle], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(child.stderr);
    runs.push(JSON.parse(child.stdout));
  }
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[1];
  const us = (key) => `${median(key).toFixed(2)} µs`;
  process.stdout.write(
    `CPU per request, logging.ts of ${ref ?? 'the working tree'} (median of 3 runs)\n` +
      `  access line, as configured:                        ${us('redacted')}\n` +
      `  access line, no redaction:                         ${us('bare')}\n` +
      `  address count, @fastify/rate-limit in async hook:  ${us('plugin')}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
  rmSync(bundle, { force: true });
}
