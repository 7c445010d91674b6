import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
import { freePort, startGame, type RunningGame } from '../support/game';
import { answer, playToday, signIn, wordOnPage } from '../support/players';
import { ownGameEnv } from '../support/own-game';
import { describeJourney } from '../support/suite';

/**
 * A player finds their answer in the rankings once its period has closed. The clock
 * has to move a week on, so this journey runs its own game (own database, the shared Auth emulator)
 * and leaves the suite's shared one alone: it plays and judges today, stops the game, and starts
 * it again on the same database with the server's clock 9 days ahead (DEMO_CLOCK_OFFSET_DAYS): the
 * week, then the two days its answers are still judged (decision 0019). One judge only, so one
 * vote is enough to be ranked here (RANKING_MIN_VOTES=1).
 */
describeJourney('an answer in the rankings after its period closed', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let browser: Browser;
  let player: BrowserContext;
  let judge: BrowserContext;
  let playerTab: WatchedPage;
  let judgeTab: WatchedPage;
  let word = '';
  let ANSWER = 'ola';

  beforeAll(async () => {
    port = await freePort();
    env = {
      ...ownGameEnv('rankings'),
      RANKING_MIN_VOTES: '1',
    };
    game = await startGame({ port, env });
    browser = await connectBrowser();
    player = await browser.newContext({ viewport: desktop });
    judge = await browser.newContext({ viewport: desktop });
  });

  afterAll(async () => {
    for (const tab of [playerTab, judgeTab]) {
      expect(tab?.outsideRequests ?? []).toEqual([]);
      expect(tab?.pageErrors ?? []).toEqual([]);
    }
    await browser?.close();
    await game?.stop();
  });

  const text = (page: Page, content: string) => page.getByText(content, { exact: true });
  const bestRow = (page: Page) =>
    page
      .getByRole('table', { name: 'Mejores respuestas del periodo' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: ANSWER, exact: true }) });
  const wordCard = (page: Page) =>
    page
      .getByRole('region', { name: 'Palabras del periodo' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 4, name: word, exact: true }) });
  const cells = async (row: Locator) => (await row.getByRole('cell').allTextContents()).slice(1);

  /** Opens /rankings the way a person does: the 'Rankings' link of the top bar. */
  async function openRankings(page: Page) {
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Rankings' })
      .click();
    await waitForPath(page, '/rankings');
    await page.getByRole('table', { name: 'Mejores respuestas del periodo' }).waitFor();
  }

  it('1. a player answers the word of the day', async () => {
    playerTab = await openPage(player, game!.baseUrl);
    const { page } = playerTab;
    await signIn(page, 'rita@example.com', 'Rita');
    word = await wordOnPage(page);
    if (word === ANSWER) ANSWER = 'mar';
    await answer(page, ANSWER);
    await text(page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();
  });

  it('2. a judge rates that answer 9', async () => {
    judgeTab = await openPage(judge, game!.baseUrl);
    const { page } = judgeTab;
    await signIn(page, 'teo@example.com', 'Teo');
    // Today's answers are judged by those who played today.
    await playToday(page);
    await page.getByRole('link', { name: 'Puntuar' }).first().click();
    await waitForPath(page, '/rate');
    await text(page, 'El jugador ha dicho:').waitFor();
    expect(await page.locator('.judging__answer').textContent()).toBe(ANSWER);
    await page.getByLabel(/Tu nota/).fill('9');
    await page.getByRole('button', { name: 'Puntuar', exact: true }).click();
    await text(page, '¡Voto enviado con éxito! Tu nota: 9.00').waitFor();
    await text(page, 'No hay más respuestas por hoy, vuelve mañana.').waitFor();
  });

  it('3. a week later the player finds the answer, marked as theirs, in the rankings', async () => {
    // While the period runs there is no ranking yet.
    const { page } = playerTab;
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Rankings' })
      .click();
    await page.getByRole('heading', { name: 'Próximamente' }).waitFor();

    await game!.stop();
    game = await startGame({ port, env: { ...env, DEMO_CLOCK_OFFSET_DAYS: '9' } });

    await page.reload();
    await page.getByRole('heading', { name: 'Rankings', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Jugar' })
      .click();
    await waitForPath(page, '/play');
    await openRankings(page);

    // The week running now has its own section; the table below is the closed week's.
    const current = page.getByRole('region', { name: 'Semana en curso' });
    await current.getByText(/^La semana cierra en /).waitFor();
    expect(await page.locator('.period-nav__title').textContent()).toMatch(
      /^Semana del \d+ .*al \d+ de [a-z]+ de \d{4}$/,
    );
    await page.getByRole('heading', { name: /^Mejores respuestas de la semana del / }).waitFor();
    const row = bestRow(page);
    expect(await cells(row)).toEqual([
      ANSWER,
      word,
      'Rita Tú, tu respuesta',
      '9.00¿Por qué este orden?',
      '9.00',
      '1',
    ]);
    expect(await row.getAttribute('class')).toContain('ranking-table__row--mine');
    expect(await row.getByRole('cell').first().textContent()).toBe('1');

    // '¿Por qué este orden?' tells the answer's own figures: one vote of 9, nothing to correct.
    const why = row.getByRole('button', { name: '¿Por qué este orden?' });
    await why.click();
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    const explanation = page.locator(`[id="${await why.getAttribute('aria-controls')}"]`);
    await explanation.getByText('Tiene 1 voto contado, de 9.00.', { exact: true }).waitFor();
    await explanation.getByText('Así, su Puntuación es 9.00.', { exact: true }).waitFor();
    await explanation
      .getByText('Solo entran en el ranking las respuestas con al menos 1 voto.', { exact: true })
      .waitFor();

    // 'Tu puesto' takes the player to their answer.
    await page.getByRole('button', { name: 'Tu puesto' }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(ANSWER);

    const card = wordCard(page);
    const mine = card.locator('.word-answer--mine');
    expect(await mine.count()).toBe(1);
    await mine.getByText(`Puesto 1: ${ANSWER}`, { exact: true }).waitFor();
    await mine.getByText('Tú', { exact: true }).waitFor();
    await mine.getByText('Media: 9.00 · 1 voto', { exact: true }).waitFor();
    await screenshot(page, 'rankings-desktop');

    await page.setViewportSize(mobile);
    await row.getByText('Tú', { exact: true }).waitFor();
    await screenshot(page, 'rankings-mobile');
    await page.setViewportSize(desktop);

    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Mis partidas' })
      .click();
    await waitForPath(page, '/profile');
    await text(page, `Respuesta: ${ANSWER}`).waitFor();
    await text(page, 'Nota: 9.00').waitFor();
    await text(page, 'Puesto 1 del periodo').waitFor();
    await text(page, `Puesto 1 en «${word}»`).waitFor();
    expect(await page.getByText('En votación').count()).toBe(0);
  });

  it('4. the judge sees the same answer, not marked as theirs', async () => {
    const { page } = judgeTab;
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await openRankings(page);

    const row = bestRow(page);
    expect(await cells(row)).toEqual([
      ANSWER,
      word,
      'Rita',
      '9.00¿Por qué este orden?',
      '9.00',
      '1',
    ]);
    expect(await row.getAttribute('class')).not.toContain('ranking-table__row--mine');
    expect(await page.getByText('Tú', { exact: true }).count()).toBe(0);
    const card = wordCard(page);
    await card.getByText('Media: 9.00 · 1 voto', { exact: true }).waitFor();
    expect(await card.locator('.word-answer--mine').count()).toBe(0);
    // Nothing of the judge's is in the ranking: no 'Tu puesto'.
    expect(await page.getByRole('button', { name: 'Tu puesto' }).count()).toBe(0);
  });
});
