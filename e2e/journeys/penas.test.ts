import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  desktop,
  connectBrowser,
  mobile,
  openPage,
  screenshot,
  waitForPath,
  type WatchedPage,
} from '../support/browser';
import { penaMemberThroughTheApi } from '../support/api-players';
import { freePort, startGame, type RunningGame } from '../support/game';
import { ownGameEnv } from '../support/own-game';
import { answer, chooseAccount, signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';
import { seriousViolations } from '../support/axe';

const NAME = 'Los del Parque';
const NOT_A_MEMBER = 'Esta peña no existe o no eres miembro.';
const PLAY_FIRST = 'Juega la palabra de hoy para ver qué han dicho.';

/** An answer to today's word that is not the word itself. */
const answerTo = (word: string, wanted: string, instead: string) =>
  word === wanted ? instead : wanted;

/** The page in the dark theme once its colours have finished changing, as a screenshot. */
async function darkScreenshot(page: Page, name: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  await screenshot(page, name);
}

/** Days from today (UTC) to the Monday after this week, when the week ended is still judged. */
const daysToNextMonday = () => 7 - ((new Date().getUTCDay() + 6) % 7);

/**
 * Peñas (issues 27 and 48): a player makes one and copies its invitation; a second opens the link
 * signed out, signs in, registers and is in; both play and each sees the other's answer only after
 * playing; the owner removes a third member, who then gets nothing. Then the peña judges its own:
 * two members in 'Puntuar en la peña', a fourth through the calls; the week that ended is shown
 * being judged, and once ranked the peña's ranking lists every member's answer with 'Puntuación'
 * and '¿Por qué este orden?'. The clock moves (DEMO_CLOCK_OFFSET_DAYS, as the rankings journey),
 * so the journey runs a game of its own.
 */
describeJourney('peñas: playing with the people you know', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let baseUrl = '';
  let browser: Browser;
  let lola: WatchedPage;
  let nico: WatchedPage;
  let rosa: WatchedPage;
  let inviteUrl = '';
  let groupPath = '';
  let lolaAnswer = '';
  let nicoAnswer = '';

  beforeAll(async () => {
    port = await freePort();
    env = ownGameEnv('penas');
    game = await startGame({ port, env });
    baseUrl = game.baseUrl;
    browser = await connectBrowser();
    const lolaContext = await browser.newContext({ viewport: desktop });
    await lolaContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl).origin,
    });
    lola = await openPage(lolaContext, baseUrl);
    nico = await openPage(await browser.newContext({ viewport: mobile }), baseUrl);
    rosa = await openPage(await browser.newContext({ viewport: desktop }), baseUrl);
  });
  afterAll(async () => {
    for (const tab of [lola, nico, rosa]) expect(tab?.pageErrors ?? []).toEqual([]);
    await browser?.close();
    await game?.stop();
  });

  /** The game again on the same database, its clock `days` ahead. */
  async function restartDaysAhead(days: number) {
    await game!.stop();
    game = await startGame({ port, env: { ...env, DEMO_CLOCK_OFFSET_DAYS: String(days) } });
  }

  const text = (within: Page | Locator, content: string) =>
    within.getByText(content, { exact: true });
  const todaySection = (page: Page) => page.getByRole('region', { name: 'Hoy' });

  it('1. a player makes a peña and copies its invitation', async () => {
    const { page } = lola;
    await signIn(page, 'lola@example.com', 'Lola');
    await page.getByRole('link', { name: 'Peñas' }).first().click();
    await waitForPath(page, '/penas');
    await page.getByLabel('Nombre de la peña').fill(NAME);
    await page.getByRole('button', { name: 'Crear una peña' }).click();
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    groupPath = new URL(page.url()).pathname;
    expect(groupPath).toMatch(/^\/penas\/[\w-]+$/);

    await page.getByRole('button', { name: 'Invitar' }).click();
    await text(page, 'Texto copiado. Pégalo donde quieras compartirlo.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shared = /^Únete a mi peña «Los del Parque» en WORDS (\S+\/unirse\/[\w-]{22,})$/.exec(
      copied,
    );
    expect(shared, copied).not.toBeNull();
    inviteUrl = shared![1]!;
    expect(new URL(inviteUrl).origin).toBe(new URL(baseUrl).origin);
  });

  it('2. a second player opens the link signed out, signs in, registers and is in the peña', async () => {
    const { page } = nico;
    await page.goto(inviteUrl);
    await text(page, `Te han invitado a la peña «${NAME}».`).waitFor();
    expect(await seriousViolations(page), '/unirse signed out').toEqual([]);
    await chooseAccount(page, 'nico@example.com');
    const welcome = page.getByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    await welcome.getByLabel('Nombre de jugador').fill('Nico');
    await welcome.getByRole('button', { name: 'Empezar a jugar' }).click();
    await waitForPath(page, groupPath);
    const members = page.getByRole('region', { name: /Miembros/ });
    await members.getByText('Nico', { exact: true }).waitFor();
    await expect.poll(() => members.getByRole('listitem').count()).toBe(2);
    await text(todaySection(page), PLAY_FIRST).waitFor();
  });

  it('3. a third player, signed in, joins with the same link', async () => {
    const { page } = rosa;
    await signIn(page, 'rosa@example.com', 'Rosa');
    await page.goto(inviteUrl);
    await page.getByRole('button', { name: 'Unirme a la peña' }).click();
    await waitForPath(page, groupPath);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
  });

  it("4. each sees the other's answer only after playing", async () => {
    // Lola plays; Nico has not: Lola sees her own answer, Nico sees neither.
    await lola.page.getByRole('link', { name: 'Jugar' }).first().click();
    await waitForPath(lola.page, '/play');
    lolaAnswer = answerTo(await wordOnPage(lola.page), 'columpio', 'tobogán');
    await answer(lola.page, lolaAnswer);
    await text(lola.page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();

    await nico.page.reload();
    await text(todaySection(nico.page), PLAY_FIRST).waitFor();
    expect(await nico.page.getByText(lolaAnswer, { exact: true }).count()).toBe(0);

    // Nico plays, and comes back to the peña: Lola's answer is there.
    await nico.page.goto(new URL('/play', baseUrl).toString());
    nicoAnswer = answerTo(await wordOnPage(nico.page), 'cometa', 'bicicleta');
    await answer(nico.page, nicoAnswer);
    await text(nico.page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();
    await nico.page.goto(new URL(groupPath, baseUrl).toString());
    const nicoToday = todaySection(nico.page);
    await text(nicoToday, lolaAnswer).waitFor();
    await text(nicoToday, nicoAnswer).waitFor();
    await screenshot(nico.page, 'pena-mobile-light');
    await darkScreenshot(nico.page, 'pena-mobile-dark');

    await lola.page.goto(new URL(groupPath, baseUrl).toString());
    await text(todaySection(lola.page), nicoAnswer).waitFor();
    // Rosa has not played: nothing of today.
    await rosa.page.reload();
    await text(todaySection(rosa.page), PLAY_FIRST).waitFor();
    expect(await rosa.page.getByText(lolaAnswer, { exact: true }).count()).toBe(0);
  });

  it('5. the owner removes the third member, who then gets nothing', async () => {
    const { page } = lola;
    expect(await seriousViolations(page), '/penas/:id').toEqual([]);
    await screenshot(page, 'pena-desktop-light');
    await darkScreenshot(page, 'pena-desktop-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.getByRole('button', { name: 'Quitar a Rosa' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Quitar a Rosa de la peña?' });
    await dialog.getByRole('button', { name: 'Sí, quitar' }).click();
    await text(page, 'Rosa ya no está en la peña.').waitFor();
    const members = page.getByRole('region', { name: /Miembros/ });
    await expect.poll(() => members.getByRole('listitem').count()).toBe(2);

    await rosa.page.reload();
    await text(rosa.page, NOT_A_MEMBER).waitFor();
    expect(await rosa.page.getByText('Lola', { exact: true }).count()).toBe(0);
    await rosa.page.getByRole('link', { name: 'Volver a tus peñas' }).click();
    await waitForPath(rosa.page, '/penas');
    await rosa.page.getByRole('heading', { name: 'Crear una peña' }).waitFor();
    expect(await rosa.page.getByRole('link', { name: NAME }).count()).toBe(0);
    expect(await seriousViolations(rosa.page), '/penas').toEqual([]);
  });

  it('6. the peña judges its own: the members in «Puntuar en la peña», a fourth through the calls', async () => {
    // Nico and Lola each are handed the other's answer, and nothing else.
    for (const [{ page }, other] of [
      [nico, lolaAnswer],
      [lola, nicoAnswer],
    ] as const) {
      await page.goto(new URL(groupPath, baseUrl).toString());
      await page.getByRole('link', { name: 'Puntuar en la peña' }).click();
      await waitForPath(page, `${groupPath}/puntuar`);
      expect(await page.locator('.judging__answer').textContent()).toBe(other);
      await page.getByLabel(/Tu nota/).fill('8');
      await page.getByRole('button', { name: 'Puntuar', exact: true }).click();
      await text(page, '¡Voto enviado con éxito! Tu nota: 8.00').waitFor();
      await text(page, 'No hay más respuestas por hoy, vuelve mañana.').waitFor();
    }
    // Pepa joins with the link as it is since Rosa left, plays and judges both: each answer has
    // the peña's minimum of votes.
    await lola.page.goto(new URL(groupPath, baseUrl).toString());
    await lola.page.getByRole('button', { name: 'Invitar' }).click();
    const copied = await lola.page.evaluate(() => navigator.clipboard.readText());
    await penaMemberThroughTheApi(
      'pepa@example.com',
      'Pepa',
      copied.split('/unirse/').at(-1) ?? '',
      (word) => answerTo(word, 'merienda', 'bocadillo'),
      6,
      baseUrl,
    );
  });

  it('7. the week that ended is shown being judged, then its peña ranking with every answer', async () => {
    const ahead = daysToNextMonday();
    await restartDaysAhead(ahead);
    const { page } = lola;
    await page.goto(new URL(groupPath, baseUrl).toString());
    const judged = page.getByRole('region', { name: 'Semana terminada: en votación' });
    await judged
      .getByText(/Su ranking sale el miércoles/)
      .waitFor({ timeout: 5000 })
      .catch(async (e) => {
        console.log(await page.locator('body').innerText());
        throw e;
      });

    await restartDaysAhead(ahead + 2);
    await page.reload();
    const ranking = page.getByRole('region', { name: 'Ranking de la peña: última semana cerrada' });
    await ranking.getByRole('listitem').first().waitFor();
    const rows = await ranking.getByRole('listitem').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.includes('Puntuación: 7.00'))).toHaveLength(2);
    expect(rows[0]).toContain('Mejor respuesta de la peña');
    expect(rows.some((row) => row.includes('Lola Tú, tu respuesta'))).toBe(true);
    await ranking.getByText('¿Por qué este orden?').click();
    await ranking.getByText(/^Solo cuentan los votos de la peña\./).waitFor();
    expect(await page.getByRole('region', { name: 'Semana terminada: en votación' }).count()).toBe(
      0,
    );
  });
});
