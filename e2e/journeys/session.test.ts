import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, connectBrowser, openPage, waitForPath } from '../support/browser';
import { signIn, userToken } from '../support/players';
import { describeJourney } from '../support/suite';

/** The session ends where it should, and nowhere else. */
describeJourney('the session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('a token the server rejects sends the player back to / with the token gone', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('userToken', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.firma-falsa');
      }
    });
    const { page } = await openPage(context, '/profile');
    expect(await waitForPath(page, '/')).toBe('/');
    await page.getByRole('button', { name: 'Jugar con Google' }).waitFor();
    expect(await userToken(page)).toBeNull();
  });

  it('unknown paths lead to / signed out, and on to /play signed in', async () => {
    const context = await browser.newContext();
    const { page } = await openPage(context, '/no-existe');
    expect(await waitForPath(page, '/')).toBe('/');
    await signIn(page, 'diego@example.com', 'Diego');
    await page.goto(new URL('/otra/ruta', baseUrl).toString());
    expect(await waitForPath(page, '/play')).toBe('/play');
  });

  it('logging out in one tab logs the other tab out too', async () => {
    const context = await browser.newContext();
    const one = await openPage(context);
    await signIn(one.page, 'elena@example.com', 'Elena');
    const two = await openPage(context, '/instructions');
    expect(await waitForPath(two.page, '/instructions')).toBe('/instructions');

    await one.page.getByRole('button', { name: 'Salir' }).click();
    expect(await waitForPath(one.page, '/')).toBe('/');
    expect(await waitForPath(two.page, '/')).toBe('/');
    await two.page.getByRole('button', { name: 'Jugar con Google' }).waitFor();
    expect(await userToken(two.page)).toBeNull();
    expect([...one.outsideRequests, ...two.outsideRequests]).toEqual([]);
  });
});
