import { text as readWhole } from 'node:stream/consumers';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  connectBrowser,
  openPage,
  screenshot,
  waitForPath,
  type WatchedPage,
} from '../support/browser';
import type { RunningGame } from '../support/game';
import { answeredThroughTheApi } from '../support/api-players';
import { startOwnGame } from '../support/own-game';
import { answer, chooseAccount, playToday, signIn } from '../support/players';
import { describeJourney } from '../support/suite';

/** A judge reports an answer; its author downloads their data, then deletes their account. */
describeJourney('safe and respectful: a report, the data download, the account deletion', () => {
  // A game of its own: the author's answer gets no vote from the journeys running beside it.
  let game: RunningGame | undefined;
  let browser: Browser;
  let author: WatchedPage;
  let judge: WatchedPage;
  const ANSWER = 'pez';
  const EMAIL = 'carmen@example.com';

  beforeAll(async () => {
    game = await startOwnGame('report');
    browser = await connectBrowser();
    author = await openPage(await browser.newContext(), game.baseUrl);
    judge = await openPage(await browser.newContext(), game.baseUrl);
  });
  afterAll(async () => {
    for (const tab of [author, judge]) expect(tab?.pageErrors ?? []).toEqual([]);
    await browser?.close();
    await game?.stop();
  });

  const text = (page: Page, content: string) => page.getByText(content, { exact: true });

  it('a judge reports an answer and is handed the next one', async () => {
    await signIn(author.page, EMAIL, 'Carmen Ruiz');
    await answer(author.page, ANSWER);
    await text(author.page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();

    const { page } = judge;
    await signIn(page, 'dario@example.com', 'Darío');
    // Today's answers are judged by those who played today.
    await playToday(page);
    await page.getByRole('link', { name: 'Puntuar' }).first().click();
    await waitForPath(page, '/rate');
    // Other journeys may have left answers: score them until Carmen's comes, then report it.
    const noMore = text(page, 'No hay más respuestas por hoy, vuelve mañana.');
    const score = page.getByLabel(/Tu nota/);
    let reported = false;
    for (let shown = 0; shown < 40 && !reported; shown++) {
      await Promise.race([noMore.waitFor(), score.waitFor()]);
      if (await noMore.isVisible()) break;
      const current = await page.locator('.judging__answer').textContent();
      if (current !== ANSWER) {
        await score.fill('5.00');
        await page.getByRole('button', { name: 'Puntuar', exact: true }).click();
        await text(page, '¡Voto enviado con éxito! Tu nota: 5.00').waitFor();
        continue;
      }
      await page.getByRole('button', { name: 'Denunciar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Denunciar respuesta' });
      await dialog.getByLabel('Ofensiva').check();
      await screenshot(page, 'report-dialog-desktop');
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await text(page, 'Gracias por avisar. Revisaremos esta respuesta.').waitFor();
      reported = true;
    }
    expect(reported).toBe(true);
    // The next answer, or none: never the reported one again.
    await Promise.race([noMore.waitFor(), score.waitFor()]);
    if (await score.isVisible()) {
      expect(await page.locator('.judging__answer').textContent()).not.toBe(ANSWER);
    }
  });

  it("a player reports an answer of 'Lo más dicho hoy', which two others gave", async () => {
    const twice = (word: string) => (word === 'cerdo' ? 'tigre' : 'cerdo');
    const given = await answeredThroughTheApi('eloy@example.com', 'Eloy', twice, game!.baseUrl);
    await answeredThroughTheApi('fina@example.com', 'Fina', twice, game!.baseUrl);

    const { page } = judge;
    await page.getByRole('link', { name: 'Jugar' }).first().click();
    await waitForPath(page, '/play');
    const crowd = page.getByRole('list', { name: 'Lo más dicho hoy' });
    const report = crowd.getByRole('button', { name: `Denunciar «${given}»` });
    await report.click();
    const dialog = page.getByRole('dialog', { name: 'Denunciar respuesta' });
    // Keyboard first: the first reason has the focus, Enter sends the report.
    await dialog.getByLabel('Ofensiva').waitFor();
    await page.keyboard.press('Enter');
    await text(page, 'Gracias por avisar. Revisaremos esta respuesta.').waitFor();
    await report.waitFor({ state: 'detached' });
    await screenshot(page, 'crowd-reported-desktop');
  });

  it('the author downloads their data as a JSON file', async () => {
    const { page } = author;
    await page.getByRole('link', { name: 'Mis partidas' }).first().click();
    await waitForPath(page, '/profile');
    await text(page, `Respuesta: ${ANSWER}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar mis datos' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('words-mis-datos.json');
    // Read as it arrives: the suite's browser runs in another process, which keeps the file.
    const data = JSON.parse(await readWhole(await download.createReadStream()));
    expect(data.registration).toMatchObject({ alias: 'Carmen Ruiz' });
    expect(data.answers).toEqual([expect.objectContaining({ answer: ANSWER, votes: 0 })]);
    expect(data.votes).toEqual([]);
  });

  it('the author deletes their account, is signed out, and signing in again starts anew', async () => {
    const { page } = author;
    await page.getByRole('button', { name: 'Borrar mi cuenta' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Borrar tu cuenta?' });
    await screenshot(page, 'delete-account-desktop');
    await confirm.getByRole('button', { name: 'Sí, borrar mi cuenta' }).click();
    await page.getByRole('button', { name: 'Jugar con Google' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();

    await chooseAccount(page, EMAIL);
    await page.getByRole('dialog', { name: 'Bienvenid@ a WORDS' }).waitFor();
  });
});
