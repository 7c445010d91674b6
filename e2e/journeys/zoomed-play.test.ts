import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, openPage, screenshot, type WatchedPage } from '../support/browser';
import { signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

/** A 1280×720 screen at 200 % zoom: the page lays out in 640×360 CSS pixels, drawn twice as big. */
const ZOOMED = { viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 };

/** Where `element` is in the window, in CSS pixels. */
async function boxOf(element: Locator) {
  const box = await element.boundingBox();
  if (box === null) throw new Error('not laid out');
  return box;
}

/** True when the whole of `element` is in the window and not under the sticky header. */
async function inSight(page: Page, element: Locator): Promise<boolean> {
  const header = await boxOf(page.locator('header.header'));
  const box = await boxOf(element);
  const height = page.viewportSize()?.height ?? 0;
  return box.y >= header.y + header.height - 0.5 && box.y + box.height <= height + 0.5;
}

// Issue 29, point 3: at 200 % zoom, after sending with the keyboard, '¡Respuesta enviada!' and
// 'Tu respuesta' hid under the sticky header.
describeJourney('playing at 200 % zoom', () => {
  let browser: Browser;
  let tab: WatchedPage;

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    expect(tab?.pageErrors ?? []).toEqual([]);
    await browser?.close();
  });

  it('after Enter the confirmation and the answer filed show below the header', async () => {
    tab = await openPage(await browser.newContext(ZOOMED));
    const { page } = tab;
    await signIn(page, 'zoe@example.com', 'Zoe Zoom');
    const word = await wordOnPage(page);
    const box = page.getByLabel('¿Qué te sugiere?');
    await box.click();
    await page.keyboard.type(word === 'nube' ? 'lluvia' : 'nube');
    await page.keyboard.press('Enter');

    const sent = page.getByText('¡Respuesta enviada! Vuelve mañana a por una palabra nueva.', {
      exact: true,
    });
    await sent.waitFor();
    const filed = page.getByText('Tu respuesta:', { exact: false });
    const rate = page.getByRole('link', { name: /puntúa las respuestas/ });
    // The smooth scroll, if any, ends before the page is looked at.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await screenshot(page, 'play-sent-zoomed');

    expect(await inSight(page, sent)).toBe(true);
    expect(await inSight(page, filed)).toBe(true);
    // The focus is on the next thing to do, in sight with them.
    expect(await rate.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await inSight(page, rate)).toBe(true);
  });
});
