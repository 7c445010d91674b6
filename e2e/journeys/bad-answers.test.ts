import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, openPage, waitForPath } from '../support/browser';
import { answersStoredFor } from '../support/database';
import { answer, signIn } from '../support/players';
import { describeJourney } from '../support/suite';

/** Bad answers through the form are refused with a message and leave nothing. */
describeJourney('bad answers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(() => browser?.close());

  it('too long, not in the dictionary, and a second answer the same day', async () => {
    const context = await browser.newContext();
    const first = await openPage(context);
    const { page } = first;
    await signIn(page, 'fede@example.com', 'Fede');
    const submissions: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/play/submit')) submissions.push(request.postData() ?? '');
    });

    const tooLong = 'a'.repeat(25);
    await answer(page, tooLong);
    await page.getByText('La respuesta no puede tener más de 24 caracteres.').waitFor();
    expect(submissions).toEqual([]);

    await answer(page, 'zarpanqueto');
    await page
      .getByText(
        'Esa palabra no está en el diccionario. Prueba con la raíz o con otra variante de la palabra.',
      )
      .waitFor();
    expect(submissions).toHaveLength(1);

    // A second tab still shows the form when the first one files an answer.
    const second = await openPage(context, '/play');
    await second.page.getByLabel('¿Qué te sugiere?').waitFor();
    await answer(page, 'puerto');
    await page.getByText('¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();
    await answer(second.page, 'faro');
    await second.page.getByText('Ya has jugado la palabra de hoy. ¡Vuelve mañana!').waitFor();

    expect(answersStoredFor(tooLong)).toBe(0);
    expect(answersStoredFor('zarpanqueto')).toBe(0);
    expect(answersStoredFor('faro')).toBe(0);
    expect(answersStoredFor('puerto')).toBe(1);
    await second.page.getByRole('link', { name: 'Mis partidas' }).first().click();
    await waitForPath(second.page, '/profile');
    // The history arrives after the page does, and may be loaded again as the other tab's
    // answer reaches this one: asked until it settles.
    await expect
      .poll(() => second.page.getByText(/^Respuesta: /).allTextContents(), { timeout: 10_000 })
      .toEqual(['Respuesta: puerto']);
  });
});
