import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registered } from '../support/api-players';
import { seriousViolations } from '../support/axe';
import {
  baseUrl,
  connectBrowser,
  desktop,
  mobile,
  openPage,
  screenshot,
  waitForPath,
} from '../support/browser';
import { answer, signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

/**
 * «En México dijeron…» (issue 62): 20 players of Mexico play through the game's calls, 12 with
 * one answer and 8 with another; at 1280 px Ana says in 'Mis partidas' that her Spanish is from
 * Mexico and plays, and reads how her answer fared there; at 390 px Bea, who said nothing, plays
 * and sees Mexico's answers. Axe finds nothing serious on either.
 */
describeJourney('El español de cada sitio: the crowd by region after playing', () => {
  let browser: Browser;
  // Two answers no other journey files, neither today's word.
  let said: [string, string] = ['luna', 'estrella'];

  beforeAll(async () => {
    browser = await connectBrowser();
    for (let i = 0; i < 20; i += 1) {
      const call = await registered(baseUrl, `region.mx.${i}@example.com`, `Chilango ${i}`);
      await call('/api/user/region', 200, { region: 'MX' }, 'PUT');
      const { word } = await call<{ word: string }>('/api/play/word-of-the-day', 200);
      said = ['luna', 'estrella', 'nube'].filter((w) => w !== word).slice(0, 2) as [string, string];
      await call('/api/play/submit', 201, { word, answer: said[i < 12 ? 0 : 1] });
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('at 1280 px: Ana says her Spanish is from Mexico, plays, and reads how it fared there', async () => {
    const { page, pageErrors } = await openPage(await browser.newContext({ viewport: desktop }));
    await signIn(page, 'region.ana@example.com', 'Ana Región');
    await waitForPath(page, '/play');
    await page.goto(new URL('/profile', baseUrl).toString());
    const select = page.getByLabel('Mi español es de');
    await select.selectOption('MX');
    await page.getByRole('button', { name: 'Guardar de dónde es mi español' }).click();
    await page.getByText('Guardado. Puedes cambiarlo o quitarlo cuando quieras.').waitFor();

    await page.goto(new URL('/play', baseUrl).toString());
    await wordOnPage(page);
    await answer(page, said[0]);
    // 13 of 21 said it: 61.9 %, rounded to 60 %.
    await page
      .getByText(`En México, el 60 % dijo «${said[0]}», como tú: lo más dicho allí.`)
      .waitFor();
    const mexico = page.getByRole('heading', { name: 'En México dijeron…' });
    await mexico.waitFor();
    await screenshot(page, 'regions-desktop');
    expect(await seriousViolations(page), '/play at 1280 px').toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('at 390 px: Bea, who said nothing, plays and sees what Mexico said', async () => {
    const { page, pageErrors } = await openPage(await browser.newContext({ viewport: mobile }));
    await signIn(page, 'region.bea@example.com', 'Bea Región');
    await wordOnPage(page);
    await answer(page, said[1]);
    await page.getByRole('heading', { name: 'En México dijeron…' }).waitFor();
    const shares = page.locator('.regional-crowd__answers li');
    expect(await shares.allTextContents()).toEqual([`${said[0]}60 %`, `${said[1]}40 %`]);
    await page.getByRole('link', { name: /Dilo en Mis partidas/ }).waitFor();
    await screenshot(page, 'regions-mobile');
    expect(await seriousViolations(page), '/play at 390 px').toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
