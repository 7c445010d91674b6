import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectBrowser, mobile, openPage, screenshot, waitForPath } from '../support/browser';
import { freePort, startGame, type RunningGame } from '../support/game';
import { chooseAccount, signIn } from '../support/players';
import { seriousViolations } from '../support/axe';
import { ownGameEnv } from '../support/own-game';
import { describeJourney } from '../support/suite';
import { cutWordsAt, zoomed } from '../support/whole-words';

/**
 * Journey: `npm run demo` (scripts/demo.mjs, on a data folder of its own) opens a full game. The
 * demo account finds weeks of history, the rankings of closed weeks, and a newcomer with any email
 * finds answers to judge at once. It signs in at the shared Auth emulator: starting one of its
 * own is `npm start`'s code (scripts/lib/run-game.mjs), which the demo-accounts journey proves.
 */
describeJourney('npm run demo: a game with life in it', () => {
  let game: RunningGame | undefined;
  let browser: Browser;

  beforeAll(async () => {
    game = await startGame({
      port: await freePort(),
      env: ownGameEnv('demo'),
      script: 'scripts/demo.mjs',
    });
    browser = await connectBrowser();
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await game?.stop();
  });

  const nav = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name });

  it('the demo account finds its history and the rankings of closed weeks', async () => {
    const { page } = await openPage(await browser.newContext(), game!.baseUrl);
    await chooseAccount(page, 'ana@demo.words');
    expect(await waitForPath(page, '/play')).toBe('/play');

    await nav(page, 'Mis partidas').click();
    await waitForPath(page, '/profile');
    const answers = page.getByText(/^Respuesta: /);
    await answers.first().waitFor();
    expect(await answers.count()).toBeGreaterThanOrEqual(15);
    await screenshot(page, 'demo-profile-desktop');

    await nav(page, 'Rankings').click();
    await waitForPath(page, '/rankings');
    const best = page.getByRole('table', { name: 'Mejores respuestas del periodo' });
    await best.waitFor();
    expect(await best.getByRole('row').count()).toBeGreaterThan(10);
    await screenshot(page, 'demo-rankings-desktop');
  });

  /** Opens `path` as a reload would and waits for its page to finish loading. */
  async function visit(page: Page, path: string) {
    await page.goto(new URL(path, game!.baseUrl).toString());
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => document.querySelector('main .loading') === null);
  }

  // Issue 63: the peña page was 17,173 px tall at 390 px, and cut «pablo.d / ice» and «19. / º».
  it('on a phone the peña and Mis partidas read in a few screens; no screen cuts a word at 390 px or 200 % zoom, nor fails axe', async () => {
    const { page } = await openPage(await browser.newContext({ viewport: mobile }), game!.baseUrl);
    await chooseAccount(page, 'ana@demo.words');
    await waitForPath(page, '/play');
    const [groupId, duelId] = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('userToken')}` };
      const groups = (await (await fetch('/api/groups', { headers })).json()) as {
        groups: { id: string; members: number }[];
      };
      const duels = (await (await fetch('/api/duels', { headers })).json()) as {
        duels: { id: string }[];
      };
      return [groups.groups.find((g) => g.members === 8)?.id, duels.duels[0]?.id];
    });
    expect(groupId).toBeDefined();
    expect(duelId).toBeDefined();

    await visit(page, `/penas/${groupId}`);
    await page.getByRole('heading', { name: 'Semana en curso (provisional)' }).waitFor();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`The demo's peña page at 390 px: ${height} px tall`);
    expect(height).toBeLessThanOrEqual(6000);
    await screenshot(page, 'demo-pena-mobile');
    // At 1280 px the two columns end near each other.
    await page.setViewportSize({ width: 1280, height: 900 });
    const [left, right] = await page.evaluate(() =>
      ['.group__main', '.group__aside'].map(
        (column) => document.querySelector(column)?.getBoundingClientRect().height ?? 0,
      ),
    );
    console.log(`The demo's peña page at 1280 px: columns of ${left} and ${right} px`);
    expect(Math.min(left!, right!) / Math.max(left!, right!)).toBeGreaterThan(0.6);
    await screenshot(page, 'demo-pena-desktop');
    await page.setViewportSize(mobile);

    await visit(page, '/profile');
    await page.getByText('Ver semanas anteriores').waitFor();
    const profileHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`The demo's 'Mis partidas' at 390 px: ${profileHeight} px tall`);
    expect(profileHeight).toBeLessThanOrEqual(6000);

    const cut: Record<string, string[]> = {};
    const axe: Record<string, string[]> = {};
    for (const path of [
      '/play',
      '/rate',
      '/rankings',
      '/profile',
      `/penas/${groupId}`,
      `/retos/${duelId}`,
    ]) {
      await visit(page, path);
      for (const [size, viewport] of [
        ['390', mobile],
        ['200 %', zoomed],
      ] as const) {
        const words = await cutWordsAt(page, viewport);
        if (words.length > 0) cut[`${path} at ${size}`] = words;
      }
      // With what is one tap away opened.
      const violations = await seriousViolations(page);
      if (violations.length > 0) axe[path] = violations;
      await page.setViewportSize(mobile);
    }
    expect(cut).toEqual({});
    expect(axe).toEqual({});
  });

  // Issue 62, point 3: the last closed week, played and judged by the demo's regional crowd.
  it('the map of the week on /rankings reads at 1280 and 390 px, axe clean', async () => {
    const { page, pageErrors } = await openPage(await browser.newContext(), game!.baseUrl);
    await chooseAccount(page, 'ana@demo.words');
    await waitForPath(page, '/play');
    const map = page.getByRole('region', { name: 'El mapa de la semana' });
    for (const [size, viewport] of [
      ['1280', { width: 1280, height: 900 }],
      ['390', mobile],
    ] as const) {
      await page.setViewportSize(viewport);
      await visit(page, '/rankings');
      await map.getByRole('heading', { name: 'Lo mejor para México' }).waitFor();
      // Ana has said nothing of where she is from: the countries by name.
      expect(await map.getByRole('heading', { level: 4 }).allTextContents(), size).toEqual([
        'Lo mejor para Argentina',
        'Lo mejor para España',
        'Lo mejor para México',
        'Donde más os diferenciáis',
      ]);
      expect(await map.locator('.map-of-the-week__days > li').count()).toBeGreaterThan(0);
      await map.scrollIntoViewIfNeeded();
      await screenshot(page, `demo-map-of-the-week-${size}`);
      if (viewport === mobile) expect(await cutWordsAt(page, mobile)).toEqual([]);
      expect(await seriousViolations(page), `/rankings at ${size} px`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
  });

  it('a newcomer with any email has answers to judge at once', async () => {
    const { page } = await openPage(await browser.newContext(), game!.baseUrl);
    await signIn(page, 'recien@example.com', 'Recién llegada');
    await page.getByRole('link', { name: 'Puntuar' }).first().click();
    await waitForPath(page, '/rate');
    await page.getByText('El jugador ha dicho:', { exact: true }).waitFor();
    await page.getByLabel(/Tu nota/).waitFor();
  });
});
