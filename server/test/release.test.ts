import { execFile } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMark } from '../../scripts/lib/test-run.mjs';
import { freePort, startServer, type RunningServer } from './reliability/support/built-server';
import { startJwksServer } from './reliability/support/jwks';
import { imageSteps } from './support/image-steps';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...runMark() };

/**
 * better-sqlite3's binding as its install script fetches it from its releases, made from the
 * repository's own build: the test installs offline, where the script would compile it instead.
 */
async function localPrebuild(folder: string): Promise<Record<string, string>> {
  const sqlite = path.join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(path.join(sqlite, 'package.json'), 'utf8')) as {
    version: string;
  };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  mkdirSync(folder, { recursive: true });
  await run('tar', ['czf', path.join(folder, name), 'build/Release/better_sqlite3.node'], {
    cwd: sqlite,
  });
  return { npm_config_better_sqlite3_local_prebuilds: folder };
}

// Issue 45, point 6: every deploy built the development tree from source on the server.
describe('npm run release', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'words-release-'));
  const release = path.join(folder, 'words');
  const dataDir = path.join(folder, 'data');
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    jwks = await startJwksServer();
    await run('npm', ['run', 'release', '--silent', '--', '--out', release], { cwd: root, env });
    await run('npm', ['ci', '--omit=dev', '--offline', '--loglevel=error'], {
      cwd: release,
      env: { ...env, ...(await localPrebuild(path.join(folder, 'prebuilds'))) },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGTERM');
    await jwks?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  // Issue 58, point 4: the start read thousands of files of node_modules; they are bundled now.
  it('installs only the packages the bundle cannot hold', () => {
    const installed = (name: string) => existsSync(path.join(release, 'node_modules', name));
    for (const external of ['better-sqlite3', 'dictionary-es', 'pino-pretty']) {
      expect(installed(external), external).toBe(true);
    }
    for (const bundled of ['fastify', 'kysely', 'jose', 'typebox', 'pg', 'pino']) {
      expect(installed(bundled), bundled).toBe(false);
    }
    for (const development of ['firebase-tools', 're2', 'vite', 'typescript', 'esbuild']) {
      expect(installed(development), development).toBe(false);
    }
    expect(existsSync(path.join(release, 'web/dist/index.html'))).toBe(true);
  });

  it('starts from the release, answers /healthz and a player, and serves the page', async () => {
    const port = await freePort();
    server = await startServer(path.join(release, 'server/dist/server.js'), port, {
      ...jwks.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const registered = await fetch(`${server.url}/api/user/register`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await jwks.tokenFor('ana')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ alias: 'Ana Sol', timezone: 'Europe/Madrid', notifications: false }),
    });
    expect(registered.status).toBe(201);
    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    // An operator's command, from the release as it is.
    const { stdout } = await run(
      process.execPath,
      ['server/dist/moderate-cli.js', 'export-player', 'Ana Sol'],
      { cwd: release, env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir } },
    );
    expect(JSON.parse(stdout)).toMatchObject({ registration: { uid: 'ana', alias: 'Ana Sol' } });
  });

  // Issue 61, point 5: no image. No container engine is here, so this runs what its steps run.
  it('runs as the Dockerfile makes the image: its steps, an unprivileged user, its health check', async () => {
    const image = imageSteps(root);
    // Issue 61, point 2: the image runs on the Node CI runs the whole suite on.
    expect(image.bases).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    expect(image.releaseRuns.join(' && ')).toContain('npm run release -- --out /release');
    expect(image.imageRuns.join(' && ')).toContain('npm ci --omit=dev');
    expect(image.user).not.toBe('root');
    expect(image.volumes).toEqual([image.env.DATA_DIR]);
    expect(image.env.NODE_ENV).toBe('production');

    // The release readable by anyone, as COPY leaves it, and a data folder of the user's own.
    chmodSync(folder, 0o755);
    const volume = path.join(folder, 'volume');
    mkdirSync(volume);
    const nobody = { uid: 65534, gid: 65534 };
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chownSync(volume, nobody.uid, nobody.gid);
    const port = await freePort();
    const contained = await startServer(
      path.join(release, 'server/dist/server.js'),
      port,
      { ...image.env, ...jwks.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: volume },
      asRoot ? { user: nobody } : {},
    );
    const [command, ...args] = image.healthcheck;
    expect(command).toBe('node');
    const check = () => run(process.execPath, args, { env: { PORT: String(port) } });
    try {
      await expect(check()).resolves.toBeDefined();
    } finally {
      await contained.stop('SIGTERM');
    }
    await expect(check()).rejects.toMatchObject({ code: 1 });
    expect(existsSync(path.join(volume, 'words.sqlite'))).toBe(true);
  });

  // Issue 61, point 1: a second build of the same version overwrote the first.
  it("carries the repository's version and Node, and is never built over", async () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(path.join(file, 'package.json'), 'utf8')) as {
        version: string;
        engines: { node: string };
      };
    expect(read(release).version).toBe(read(root).version);
    // Issue 61, point 2: the release says which Node it needs, the LTS releases.
    expect(read(release).engines).toEqual({ node: '^22.12 || >=24' });
    const again = run('npm', ['run', 'release', '--silent', '--', '--out', release], {
      cwd: root,
      env,
    });
    await expect(again).rejects.toMatchObject({
      stderr: expect.stringContaining('releases are never overwritten'),
    });
    expect(existsSync(path.join(release, 'node_modules/better-sqlite3'))).toBe(true);
  });
});
