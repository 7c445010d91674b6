import type { Browser, BrowserContext, Page } from 'playwright-core';
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
import { answer, signIn, wordOnPage } from '../support/players';
import { ownGameEnv } from '../support/own-game';
import { describeJourney } from '../support/suite';
import { seriousViolations } from '../support/axe';

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Coming back the next day. Two players answer alike on one day (the server's clock a
 * day behind, DEMO_CLOCK_OFFSET_DAYS=-1) and see the crowd; the next day (the real clock, so
 * page and server agree on what "today" is) one plays again and finds the day before on a page
 * of its own, a streak of two, a share text without the day's answer, the dark theme, and the
 * installable app: its manifest and its service worker, which starts the page offline.
 */
describeJourney('coming back every day', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let browser: Browser;
  let ana: BrowserContext;
  let beto: BrowserContext;
  let anaTab: WatchedPage;
  let betoTab: WatchedPage;
  let answerOfDay1 = 'sal';
  let word1 = '';
  const yesterday = utcDay(-1);

  beforeAll(async () => {
    port = await freePort();
    env = ownGameEnv('coming');
    game = await startGame({ port, env: { ...env, DEMO_CLOCK_OFFSET_DAYS: '-1' } });
    browser = await connectBrowser();
    const origin = game.baseUrl;
    ana = await browser.newContext({ viewport: desktop });
    await ana.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    beto = await browser.newContext({ viewport: mobile });
  });

  afterAll(async () => {
    for (const tab of [anaTab, betoTab]) {
      expect(tab?.outsideRequests ?? []).toEqual([]);
      expect(tab?.pageErrors ?? []).toEqual([]);
    }
    await browser?.close();
    await game?.stop();
  });

  const crowdLine = (page: Page) => page.locator('.crowd__summary');
  const bars = (page: Page, name: string) =>
    page.getByRole('list', { name }).getByRole('listitem').allTextContents();

  it('1. on day one, each player sees the crowd right after answering', async () => {
    anaTab = await openPage(ana, game!.baseUrl);
    await signIn(anaTab.page, 'ana.crowd@example.com', 'Ana Crowd');
    word1 = await wordOnPage(anaTab.page);
    if (word1 === answerOfDay1) answerOfDay1 = 'ola';
    await answer(anaTab.page, answerOfDay1);
    expect(await crowdLine(anaTab.page).textContent()).toBe(
      'Hoy ha jugado 1 persona · nadie más dijo lo mismo que tú',
    );

    betoTab = await openPage(beto, game!.baseUrl);
    await signIn(betoTab.page, 'beto.crowd@example.com', 'Beto Crowd');
    await answer(betoTab.page, answerOfDay1);
    await crowdLine(betoTab.page).waitFor();
    expect(await crowdLine(betoTab.page).textContent()).toBe(
      'Hoy han jugado 2 personas · 1 dijo lo mismo que tú',
    );
    expect(await bars(betoTab.page, 'Lo más dicho hoy')).toEqual([
      `${answerOfDay1} (tu respuesta), 2 veces`,
    ]);
    await screenshot(betoTab.page, 'crowd-mobile');
  });

  it('2. the share text of a running day tells the word and not the answer, copied on this device', async () => {
    const { page } = anaTab;
    await page.getByRole('button', { name: 'Compartir' }).click();
    await page.getByText('Texto copiado. Pégalo donde quieras compartirlo.').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      `He jugado a WORDS: hoy la palabra es «${word1}». ¿Qué te sugiere a ti? ${game!.baseUrl}`,
    );
    expect(copied).not.toContain(answerOfDay1);
  });

  it('3. the next day: a new word, the day before on its own page, a streak of two', async () => {
    await game!.stop();
    game = await startGame({ port, env });
    const { page } = anaTab;
    // The page's cache of today's word was written under the browser's day, which the server
    // has only now reached: a player whose clocks agree never needs this.
    await page.evaluate(() => window.localStorage.removeItem('wordData'));
    await page.reload();
    const word2 = await wordOnPage(page);
    expect(word2).not.toBe(word1);
    await answer(page, word2 === 'ola' ? 'mar' : 'ola');
    expect(await crowdLine(page).textContent()).toBe(
      'Hoy ha jugado 1 persona · nadie más dijo lo mismo que tú',
    );

    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Mis partidas' })
      .click();
    await waitForPath(page, '/profile');
    const figures = page.getByRole('region', { name: 'Tus cifras', exact: true });
    await figures.waitFor();
    const terms = await figures.getByRole('term').allTextContents();
    const values = await figures.getByRole('definition').allTextContents();
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toMatchObject({
      'Días jugados': '2',
      'Racha actual': '2 días',
      'Mejor racha': '2 días',
    });

    // On a Monday yesterday's card is in the week before, one tap away.
    await page
      .getByText(/^Respuesta: /)
      .first()
      .waitFor();
    const earlierWeeks = page.getByText('Ver semanas anteriores');
    if ((await earlierWeeks.count()) > 0) await earlierWeeks.click();
    await page.getByRole('link', { name: `Ver lo que respondieron todos a «${word1}»` }).click();
    await waitForPath(page, `/day/${yesterday}`);
    await page.getByText('Jugaron 2 personas.').waitFor();
    expect(await page.locator('.day__word').textContent()).toBe(word1);
    expect(await bars(page, 'Lo más dicho')).toEqual([`${answerOfDay1} (tu respuesta), 2 veces`]);
  });

  it('4. the dark theme, remembered, with no serious axe violation, at both widths', async () => {
    const { page } = anaTab;
    const toggle = page.getByRole('button', { name: 'Tema oscuro' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(251, 247, 240)');

    const screens: [string, string][] = [
      [`/day/${yesterday}`, 'day'],
      ['/play', 'play'],
      ['/profile', 'profile'],
      ['/rate', 'rate'],
    ];
    for (const [url, name] of screens) {
      await page.goto(new URL(url, game!.baseUrl).toString());
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      await page.getByText('Cargando...').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.documentElement.dataset.theme), url).toBe('dark');
      expect(await seriousViolations(page), url).toEqual([]);
      await screenshot(page, `dark-${name}-desktop`);
      await page.setViewportSize(mobile);
      await screenshot(page, `dark-${name}-mobile`);
      await page.setViewportSize(desktop);
    }
  });

  it('5. installable: the manifest, and a service worker that keeps the shell and never /api/', async () => {
    const { page } = anaTab;
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifest).toMatchObject({
      short_name: 'WORDS',
      start_url: '/play',
      display: 'standalone',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    });
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const kept: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) kept.push(request.url);
      }
      return { script: registration.active?.scriptURL ?? '', kept };
    });
    expect(worker.script).toBe(`${game!.baseUrl}/sw.js`);
    expect(worker.kept).toContain(`${game!.baseUrl}/`);
    expect(worker.kept.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);

    // Offline, the page still starts from the kept shell and says it has no connection.
    const offline = await openPage(ana, game!.baseUrl + '/play');
    await offline.page.evaluate(() => navigator.serviceWorker.ready);
    await ana.setOffline(true);
    try {
      await offline.page.reload();
      await offline.page.getByText(/^Sin conexión/).waitFor();
      await offline.page.getByRole('button', { name: 'Tema oscuro' }).waitFor();
    } finally {
      await ana.setOffline(false);
      await offline.page.close();
    }
  });
});
