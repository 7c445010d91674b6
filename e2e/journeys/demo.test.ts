import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, openPage, screenshot, waitForPath } from '../support/browser';
import { freePort, startGame, type RunningGame } from '../support/game';
import { chooseAccount, signIn } from '../support/players';
import { ownGameEnv } from '../support/own-game';
import { describeJourney } from '../support/suite';

/**
 * Journey: `npm run demo` (scripts/demo.mjs, on a data folder of its own) opens a full game. The
 * demo account finds weeks of history, the rankings of closed weeks, and a newcomer with any email
 * finds answers to judge at once. It signs in at the shared Auth emulator: starting one of its
 * own is `npm start`'s code (scripts/lib/run-game.mjs), which the demo-accounts journey proves.
 */
describeJourney('npm run demo: a game with life in it', () => {
  let game: RunningGame | undefined;
  let browser: Browser;

  beforeAll(async () => {
    game = await startGame({
      port: await freePort(),
      env: ownGameEnv('demo'),
      script: 'scripts/demo.mjs',
    });
    browser = await connectBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await game?.stop();
  });

  const nav = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name });

  it('the demo account finds its history and the rankings of closed weeks', async () => {
    const { page } = await openPage(await browser.newContext(), game!.baseUrl);
    await chooseAccount(page, 'ana@demo.words');
    expect(await waitForPath(page, '/play')).toBe('/play');

    await nav(page, 'Mis partidas').click();
    await waitForPath(page, '/profile');
    const answers = page.getByText(/^Respuesta: /);
    await answers.first().waitFor();
    expect(await answers.count()).toBeGreaterThanOrEqual(15);
    await screenshot(page, 'demo-profile-desktop');

    await nav(page, 'Rankings').click();
    await waitForPath(page, '/rankings');
    const best = page.getByRole('table', { name: 'Mejores respuestas del periodo' });
    await best.waitFor();
    expect(await best.getByRole('row').count()).toBeGreaterThan(10);
    await screenshot(page, 'demo-rankings-desktop');
  });

  it('a newcomer with any email has answers to judge at once', async () => {
    const { page } = await openPage(await browser.newContext(), game!.baseUrl);
    await signIn(page, 'recien@example.com', 'Recién llegada');
    await page.getByRole('link', { name: 'Puntuar' }).first().click();
    await waitForPath(page, '/rate');
    await page.getByText('El jugador ha dicho:', { exact: true }).waitFor();
    await page.getByLabel(/Tu nota/).waitFor();
  });
});
