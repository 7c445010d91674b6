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
import { answeredThroughTheApi } from '../support/api-players';
import { voteStored } from '../support/database';
import { answer, playToday, signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

interface SentVote {
  answer_uuid: string;
  score: number;
}

const PLAYERS = [
  ['irene@example.com', 'Irene'],
  ['jaime@example.com', 'Jaime'],
  ['karla@example.com', 'Karla'],
] as const;
/** The players whose answers the judge's test files itself, through the game's calls. */
const JUDGED = [
  ['manu@example.com', 'Manu'],
  ['noa@example.com', 'Noa'],
  ['oscar@example.com', 'Oscar'],
] as const;
const JUDGE_ALIAS = 'Lucas';
const theAnswerTo = (word: string) => (word === 'nube' ? 'lluvia' : 'nube');

/** Once the page's animations (a new answer rising in) have finished, for a still screenshot. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/** Whether the element is the one keys go to now. */
function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === node.ownerDocument.activeElement);
}

/** Issue 13, points 1 and 4: a judge votes "7,5" and the next score with the keyboard only. */
describeJourney('judging with the keyboard', () => {
  let browser: Browser;
  const tabs: WatchedPage[] = [];

  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const tab of tabs) {
      expect(tab.outsideRequests).toEqual([]);
      expect(tab.pageErrors).toEqual([]);
    }
    await browser?.close();
  });

  const text = (page: Page, content: string) => page.getByText(content, { exact: true });

  // The same answer from all three: a judge who gets them in a row must see each one is new.
  it('three players answer the word of the day, all with the same word', async () => {
    for (const [email, alias] of PLAYERS) {
      const tab = await openPage(await browser.newContext());
      tabs.push(tab);
      await signIn(tab.page, email, alias);
      const word = await wordOnPage(tab.page);
      await answer(tab.page, theAnswerTo(word));
      await text(tab.page, '¡Respuesta enviada! Vuelve mañana a por una palabra nueva.').waitFor();
    }
  });

  it('"7,5" and Enter stores 7.50, focus comes back, and the next score and Enter work', async () => {
    for (const [email, alias] of JUDGED) await answeredThroughTheApi(email, alias, theAnswerTo);
    const tab = await openPage(await browser.newContext({ viewport: desktop }));
    tabs.push(tab);
    const { page } = tab;
    await signIn(page, 'lucas@example.com', JUDGE_ALIAS);
    // Today's answers are judged by those who played today.
    await playToday(page);
    const sent: SentVote[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/vote/submit')) {
        sent.push(JSON.parse(request.postData() ?? 'null') as SentVote);
      }
    });
    await page.getByRole('link', { name: 'Puntuar' }).first().click();
    await waitForPath(page, '/rate');
    await text(page, 'Respuesta n.º 1').waitFor();
    const score = page.getByLabel('Tu nota (de 0.00 a 10.00)');
    expect(await score.getAttribute('placeholder')).toBe('0.00');

    // The box has focus as the answer arrives: the judge just types.
    expect(await isFocused(score)).toBe(true);
    await page.keyboard.type('7,5');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    await score.hover();
    await page.mouse.wheel(0, -400);
    expect(await score.inputValue()).toBe('7,5');
    await page.keyboard.press('Enter');

    await text(page, '¡Voto enviado con éxito! Tu nota: 7,50').waitFor();
    await text(page, 'Respuesta n.º 2').waitFor();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.score).toBe(7.5);
    expect(voteStored(sent[0]?.answer_uuid ?? '', JUDGE_ALIAS)).toBe(750);
    expect(await isFocused(score)).toBe(true);
    expect(await score.inputValue()).toBe('');
    await settled(page);
    await screenshot(page, 'rate-voted-desktop');

    // What cannot be a score is kept as typed, and why is said at once (issue 47, 2).
    await page.keyboard.type('11');
    expect(await score.inputValue()).toBe('11');
    await text(page, 'La nota va de 0 a 10, con 2 decimales como mucho.').waitFor();
    // No score yet: refused with the message, kept in the box, nothing sent, focus stays.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(',');
    await page.keyboard.press('Enter');
    await text(page, 'Por favor, ingresa una puntuación válida entre 0.00 y 10.00.').waitFor();
    expect(await score.inputValue()).toBe(',');
    expect(await isFocused(score)).toBe(true);
    expect(sent).toHaveLength(1);
    await page.setViewportSize(mobile);
    await settled(page);
    await screenshot(page, 'rate-refused-mobile');

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('8');
    await page.keyboard.press('Enter');
    await text(page, '¡Voto enviado con éxito! Tu nota: 8.00').waitFor();
    await text(page, 'Respuesta n.º 3').waitFor();
    expect(sent).toHaveLength(2);
    expect(voteStored(sent[1]?.answer_uuid ?? '', JUDGE_ALIAS)).toBe(800);
    expect(await isFocused(score)).toBe(true);
    await settled(page);
    await screenshot(page, 'rate-voted-mobile');

    // Issue 29, 2: the quick scores are one Tab stop, and a digit outside the box picks one.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const quick = (n: number) => page.getByRole('button', { name: String(n), exact: true });
    expect(await isFocused(quick(0))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('button', { name: 'Denunciar' }))).toBe(true);
    await page.keyboard.press('6');
    expect(await isFocused(quick(6))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await text(page, '¡Voto enviado con éxito! Tu nota: 7.00').waitFor();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.score).toBe(7);
  });
});
