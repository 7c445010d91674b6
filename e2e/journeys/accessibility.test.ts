import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  baseUrl,
  desktop,
  connectBrowser,
  openPage,
  screenshot,
  screenshotsDir,
  waitForPath,
} from '../support/browser';
import { signIn } from '../support/players';
import { describeJourney } from '../support/suite';
import { seriousViolations } from '../support/axe';

/** Every main screen passes axe with no serious or critical violation; screenshots of each. */
describeJourney('accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (!process.env.CI) console.info(`Screenshots of every main screen: ${screenshotsDir}`);
  });

  it('has no serious or critical axe violation on /, /play, /rate, /instructions, /profile, /privacy', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const { page } = await openPage(context);
    await page.getByRole('button', { name: 'Jugar con Google' }).waitFor();
    expect(await seriousViolations(page), '/').toEqual([]);
    await screenshot(page, 'landing-desktop');

    await signIn(page, 'gala@example.com', 'Gala');
    for (const path of ['/play', '/rate', '/instructions', '/profile', '/privacy', '/rankings']) {
      await page.goto(new URL(path, baseUrl).toString());
      await waitForPath(page, path);
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      await page.getByText('Cargando...').waitFor({ state: 'detached' });
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await screenshot(page, 'rankings-empty-desktop');
    await page.goto(new URL('/instructions', baseUrl).toString());
    await screenshot(page, 'instructions-desktop');
    await page.goto(new URL('/privacy', baseUrl).toString());
    await page.getByRole('heading', { name: 'Privacidad', level: 1 }).waitFor();
    await screenshot(page, 'privacy-desktop');
  });
});
