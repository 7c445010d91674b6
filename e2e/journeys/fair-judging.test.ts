import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  connectBrowser,
  mobile,
  openPage,
  screenshot,
  waitForPath,
  type WatchedPage,
} from '../support/browser';
import { answerNamedBy } from '../../server/src/serving/serving-ticket';
import { answeredThroughTheApi } from '../support/api-players';
import { storedIn } from '../support/database';
import type { RunningGame } from '../support/game';
import { startOwnGame } from '../support/own-game';
import { answer, playToday, signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

const PLAYERS = [
  ['marta@example.com', 'Marta'],
  ['nico@example.com', 'Nico'],
  ['olga@example.com', 'Olga'],
] as const;
/** The players whose answers the judge's test files itself, through the game's calls. */
const JUDGED = [
  ['quique@example.com', 'Quique'],
  ['rita@example.com', 'Rita'],
  ['sara@example.com', 'Sara'],
] as const;
const JUDGE_ALIAS = 'Pablo';
const theAnswerTo = (word: string) => (word === 'linterna' ? 'brújula' : 'linterna');

/** Once the page's animations (a new answer rising in) have finished, for a still screenshot. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  });
}

/** Issue 14: a judge on a phone scores with a quick button, sees the feedback, skips an answer. */
describeJourney('fair judging on a phone', () => {
  // A game of its own: the standing it reads counts this journey's votes alone.
  let game: (RunningGame & { dataDir: string }) | undefined;
  let browser: Browser;
  const tabs: WatchedPage[] = [];

  beforeAll(async () => {
    game = await startOwnGame('fair');
    browser = await connectBrowser();
  });
  afterAll(async () => {
    for (const tab of tabs) {
      expect(tab.outsideRequests).toEqual([]);
      expect(tab.pageErrors).toEqual([]);
    }
    await browser?.close();
    await game?.stop();
  });

  it('three players answer the word of the day', async () => {
    for (const [email, alias] of PLAYERS) {
      const tab = await openPage(await browser.newContext(), game!.baseUrl);
      tabs.push(tab);
      await signIn(tab.page, email, alias);
      const word = await wordOnPage(tab.page);
      await answer(tab.page, theAnswerTo(word));
      await tab.page
        .getByText('¡Respuesta enviada! Vuelve mañana a por una palabra nueva.', { exact: true })
        .waitFor();
    }
  });

  it('the judge taps 8, reads where the answer stands, then skips the next one', async () => {
    for (const [email, alias] of JUDGED) {
      await answeredThroughTheApi(email, alias, theAnswerTo, game!.baseUrl);
    }
    const { answerCounters, skippedBy, voteStored } = storedIn(game!.dataDir);
    const tab = await openPage(
      await browser.newContext({ viewport: mobile, hasTouch: true }),
      game!.baseUrl,
    );
    tabs.push(tab);
    const { page } = tab;
    await signIn(page, 'pablo@example.com', JUDGE_ALIAS);
    // Today's answers are judged by those who played today.
    await playToday(page);
    // The answer each GET /api/vote/random hands out, as `action` makes the page ask for one:
    // the one its ticket names.
    const servedBy = async (action: () => Promise<unknown>) => {
      const response = page.waitForResponse((r) => r.url().endsWith('/api/vote/random') && r.ok());
      await action();
      const ticket = ((await (await response).json()) as { answer_uuid: string }).answer_uuid;
      return answerNamedBy(ticket) ?? ticket;
    };
    const voted = await servedBy(() => page.goto(new URL('/rate', page.url()).toString()));
    await waitForPath(page, '/rate');
    await page.getByText('Respuesta n.º 1', { exact: true }).waitFor();

    const quick = page.getByRole('toolbar', { name: 'Nota rápida' });
    expect(await quick.getByRole('button').allTextContents()).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i)),
    );
    const skipped = await servedBy(() =>
      quick.getByRole('button', { name: '8', exact: true }).tap(),
    );

    await page.getByText('¡Voto enviado con éxito! Tu nota: 8.00', { exact: true }).waitFor();
    await page.getByText('Respuesta n.º 2', { exact: true }).waitFor();
    expect(voteStored(voted, JUDGE_ALIAS)).toBe(800);
    // The standing the page shows is the stored one, this vote counted.
    const counters = answerCounters(voted);
    expect(counters).not.toBeNull();
    const mean = (Math.round((counters?.total ?? 0) / (counters?.votes ?? 1)) / 100).toFixed(2);
    const votes = counters?.votes ?? 0;
    await page
      .getByText(`Media de los jueces: ${mean} (${votes} ${votes === 1 ? 'voto' : 'votos'})`, {
        exact: true,
      })
      .waitFor();
    await settled(page);
    await screenshot(page, 'rate-feedback-mobile');

    const third = await servedBy(() => page.getByRole('button', { name: 'Saltar' }).tap());
    await page.getByText('Respuesta n.º 3', { exact: true }).waitFor();
    expect(skippedBy(skipped, JUDGE_ALIAS)).toBe(true);
    expect(voteStored(skipped, JUDGE_ALIAS)).toBeNull();
    expect(third).not.toBe(skipped);
    await settled(page);
    await screenshot(page, 'rate-skipped-mobile');
  });
});
