import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumFlags } from '../../scripts/lib/chromium.mjs';
import { chromiumPath, e2eRequired, hasChromium } from './browser-path';
import { demoModeEnv, freePort, root, shellEnv, startGame } from './game';

/**
 * Starts WORDS the way `npm start` does (a build, then scripts/start.mjs with the Auth emulator),
 * on free ports with a fresh SQLite database, and Debian's Chromium, headless, with nothing that
 * calls home (this machine has no internet): each once for the whole suite.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    if (e2eRequired)
      throw new Error(`E2E_REQUIRED is set but there is no Chromium at ${chromiumPath}`);
    console.warn(
      `\n*** End-to-end suite SKIPPED: no Chromium at ${chromiumPath} (apt-get install chromium). ***\n`,
    );
    project.provide('baseUrl', '');
    project.provide('authEmulatorHost', '');
    project.provide('browserEndpoint', '');
    return;
  }
  const env = shellEnv();
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env });
  const [port, emulatorPort] = [await freePort(), await freePort(3)];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'words-e2e-'));
  const game = await startGame({ port, env: demoModeEnv(dataDir, emulatorPort) });
  project.provide('baseUrl', game.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('authEmulatorHost', `127.0.0.1:${emulatorPort}`);
  const browser = await chromium
    .launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags })
    .catch(async (error: unknown) => {
      await game.stop();
      throw error;
    });
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await game.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The shared game's Auth emulator (host:port), which the journeys' own games use too. */
    authEmulatorHost: string;
    /** Where the journeys connect to the suite's Chromium. */
    browserEndpoint: string;
  }
}
