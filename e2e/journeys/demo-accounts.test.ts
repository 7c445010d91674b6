import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, openPage, waitForPath } from '../support/browser';
import { demoModeEnv, freePort, startGame, type RunningGame } from '../support/game';
import { answer, chooseAccount, signIn, wordOnPage } from '../support/players';
import { waitForSavedAccount } from '../support/saved-accounts';
import { describeJourney } from '../support/suite';

// Two starts of the game and its Auth emulator in one test.
const RESTART_TIMEOUT = 150_000;

/**
 * In demo mode the same email is the same player after `npm start` stops and starts
 * again on the same data folder. This journey runs its own game as `npm start` does
 * (scripts/start.mjs with its own Auth emulator), on a data folder of its own.
 */
describeJourney('demo accounts across restarts of the game', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let dataDir: string;
  let browser: Browser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'words-e2e-demo-accounts-'));
    port = await freePort();
    env = demoModeEnv(dataDir, await freePort(3));
    game = await startGame({ port, env });
    browser = await connectBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await game?.stop();
  });

  const text = (page: Page, content: string) => page.getByText(content, { exact: true });

  /** Signs in with the chooser as a known player: /play, and no 'Bienvenid@ a WORDS' dialog. */
  async function signInAgain(email: string): Promise<Page> {
    const { page } = await openPage(await browser.newContext(), game!.baseUrl);
    await chooseAccount(page, email);
    const welcome = page.getByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    await welcome.or(text(page, 'La palabra con la que juegas hoy es:')).waitFor();
    expect(await welcome.count(), `${email} was asked to register again`).toBe(0);
    expect(await waitForPath(page, '/play')).toBe('/play');
    return page;
  }

  it(
    '1. after Ctrl-C and npm start again, the same email is the same player, history and all',
    async () => {
      const { page } = await openPage(await browser.newContext(), game!.baseUrl);
      await signIn(page, 'carla@example.com', 'Carla');
      const ANSWER = (await wordOnPage(page)) === 'ola' ? 'mar' : 'ola';
      await answer(page, ANSWER);
      await text(page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();

      expect(await game!.stop(), 'Ctrl-C did not end every process of the game with exit 0').toBe(
        true,
      );
      game = await startGame({ port, env });

      const again = await signInAgain('carla@example.com');
      await again.getByRole('link', { name: /puntúa las respuestas/ }).waitFor();
      await again.getByRole('link', { name: 'Mis partidas' }).first().click();
      await waitForPath(again, '/profile');
      await text(again, `Respuesta: ${ANSWER}`).waitFor();
    },
    RESTART_TIMEOUT,
  );

  it(
    '2. an account the game has saved survives a kill -9 of the whole game',
    async () => {
      const { page } = await openPage(await browser.newContext(), game!.baseUrl);
      await signIn(page, 'dora@example.com', 'Dora');
      await waitForSavedAccount(dataDir, 'dora@example.com');

      await game!.kill();
      game = await startGame({ port, env });

      const again = await signInAgain('dora@example.com');
      await again.getByLabel('¿Qué te sugiere?').waitFor();
    },
    RESTART_TIMEOUT,
  );
});
