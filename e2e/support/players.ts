import type { Page } from 'playwright-core';
import { waitForPath } from './browser';

/**
 * Signs in as a person does in demo mode: 'Jugar con Google', the demo account chooser, and for
 * a new player the 'Bienvenid@ a WORDS' dialog. Ends on /play.
 */
export async function signIn(page: Page, email: string, alias?: string): Promise<void> {
  await chooseAccount(page, email);
  if (alias !== undefined) {
    const welcome = page.getByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    await welcome.getByLabel('Nombre de jugador').fill(alias);
    await welcome.getByRole('button', { name: 'Empezar a jugar' }).click();
  }
  await waitForPath(page, '/play');
}

/** 'Jugar con Google' and the demo account chooser, up to 'Continuar'. */
export async function chooseAccount(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Jugar con Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Cuenta de Google de prueba' });
  await chooser.getByLabel('Correo electrónico').fill(email);
  await chooser.getByRole('button', { name: 'Continuar' }).click();
}

/** Today's word as the page shows it (the tiles carry the plain word for screen readers). */
export async function wordOnPage(page: Page): Promise<string> {
  const word = page.locator('.play .word .visually-hidden');
  await word.waitFor();
  return (await word.textContent()) ?? '';
}

/** Types an answer and presses 'Enviar'. */
export async function answer(page: Page, text: string): Promise<void> {
  await page.getByLabel('¿Qué te sugiere?').fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
}

export async function userToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('userToken'));
}

/**
 * Plays today's word with an answer of its own and waits for it to be filed: a judge must have
 * played today before /rate hands them today's answers.
 */
export async function playToday(page: Page): Promise<void> {
  await answer(page, judgesOwnAnswer(await wordOnPage(page)));
  await page
    .getByText('¡Respuesta enviada! Vuelve mañana a por una palabra nueva.', { exact: true })
    .waitFor();
}

/**
 * What a judge answers to `word` only to be allowed to judge today's answers: a word no journey
 * looks for among the stored answers, as journeys share a game.
 */
export const judgesOwnAnswer = (word: string) => (word === 'horizonte' ? 'montaña' : 'horizonte');
