import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, mobile, openPage, screenshot, waitForPath } from '../support/browser';
import { signIn, userToken } from '../support/players';
import { describeJourney } from '../support/suite';

/** On a phone the top bar becomes a side menu. */
describeJourney('the mobile menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('opens with the menu button, closes on a destination, and Salir logs out', async () => {
    const context = await browser.newContext({ viewport: mobile, isMobile: true, hasTouch: true });
    const { page, outsideRequests, pageErrors } = await openPage(context);
    await screenshot(page, 'landing-mobile');
    await signIn(page, 'carla@example.com', 'Carla');
    await screenshot(page, 'play-mobile');

    const sideMenu = page.getByRole('navigation', { name: 'Menú' });
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);
    expect(await sideMenu.count()).toBe(0);

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sideMenu.waitFor();
    expect(await sideMenu.getByRole('link').allTextContents()).toEqual([
      'Jugar',
      'Puntuar',
      'Instrucciones',
      'Rankings',
      'Peñas',
      'Mis partidas',
    ]);
    await screenshot(page, 'menu-mobile');
    await sideMenu.getByRole('link', { name: 'Instrucciones' }).click();
    expect(await waitForPath(page, '/instructions')).toBe('/instructions');
    await sideMenu.waitFor({ state: 'detached' });
    await screenshot(page, 'instructions-mobile');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sideMenu.getByRole('link', { name: 'Mis partidas' }).click();
    expect(await waitForPath(page, '/profile')).toBe('/profile');
    await sideMenu.waitFor({ state: 'detached' });
    await screenshot(page, 'profile-mobile');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sideMenu.getByRole('button', { name: 'Salir' }).click();
    expect(await waitForPath(page, '/')).toBe('/');
    await page.getByRole('button', { name: 'Jugar con Google' }).waitFor();
    expect(await userToken(page)).toBeNull();
    expect(outsideRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
