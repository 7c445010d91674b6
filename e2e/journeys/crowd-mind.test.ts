import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playerOf } from '../support/api-players';
import { seriousViolations } from '../support/axe';
import { connectBrowser, mobile, openPage, type WatchedPage } from '../support/browser';
import type { RunningGame } from '../support/game';
import { startOwnGame } from '../support/own-game';
import { signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

const COPIED = 'Texto copiado. Pégalo donde quieras compartirlo.';

/**
 * «La mente del público» (issue 60, point 4), at 390 px and by keyboard: three pairs of players
 * duel through the game's calls (each answers the day and joins the rounds' words); then Sol, with
 * no friend today, plays against the crowd: its words are theirs, round after round, until nobody
 * joined the last two, which the page says; axe finds nothing serious; the share has its own line.
 * On a game of its own, whose crowd is only these players.
 */
describeJourney('La mente del público: playing alone against the crowd', () => {
  let game: (RunningGame & { dataDir: string }) | undefined;
  let browser: Browser;
  let sol: WatchedPage;
  // The day's answers, the words the pairs join them with, and the one Sol ends on.
  let words: string[] = [];

  beforeAll(async () => {
    [game, browser] = await Promise.all([startOwnGame('publico'), connectBrowser()]);
    const context = await browser.newContext({ viewport: mobile });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: game.baseUrl,
    });
    sol = await openPage(context, game.baseUrl);
  });
  afterAll(async () => {
    expect(sol?.outsideRequests ?? []).toEqual([]);
    expect(sol?.pageErrors ?? []).toEqual([]);
    await browser?.close();
    await game?.stop();
  });

  /** Types a word and sends it with Enter, as a keyboard user does. */
  const typeInto = async (page: Page, label: string, word: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
  };

  it('1. three pairs duel through the game: «agua» then «arena» joined their words', async () => {
    const calls = [];
    for (let i = 1; i <= 6; i++) {
      const call = await playerOf(game!.baseUrl, `jugador${i}.publico@example.com`);
      await call('/api/user/register', 201, {
        alias: `Jugador ${i}`,
        timezone: 'Europe/Madrid',
        notifications: false,
      });
      calls.push(call);
    }
    const { word } = await calls[0]!<{ word: string }>('/api/play/word-of-the-day', 200);
    words = ['lago', 'sal', 'agua', 'ola', 'arena', 'toalla', 'nube'].filter((w) => w !== word);
    const [lago, sal, agua, ola, arena] = words as [string, string, string, string, string];
    for (let pair = 0; pair < 3; pair++) {
      const [a, b] = [calls[pair * 2]!, calls[pair * 2 + 1]!];
      const duel = await a<{ id: string; invite_code: string }>('/api/duels', 201, {});
      await b('/api/duels/join', 201, { code: duel.invite_code });
      const date = new Date().toISOString();
      await a('/api/play/submit', 201, { word, answer: lago, date });
      await b('/api/play/submit', 201, { word, answer: sal, date });
      const rounds = `/api/duels/${duel.id}/rounds`;
      for (const [wordA, wordB] of [
        [agua, ola],
        [arena, arena],
      ] as const) {
        await a(rounds, 201, { word: wordA });
        await b(rounds, 201, { word: wordB });
      }
    }
  });

  it('2. Sol plays the day, then the crowd by keyboard, round after round, to its honest end', async () => {
    const [lago, sal, agua, ola, arena, toalla] = words as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const { page } = sol;
    await signIn(page, 'sol.publico@example.com', 'Sol');
    await wordOnPage(page);
    await typeInto(page, '¿Qué te sugiere?', sal);
    await page
      .getByText('¿Sin pareja hoy? Juega contra la mente del público', { exact: false })
      .waitFor();
    await page.getByRole('button', { name: 'Juega contra el público' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'La mente del público', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/retos\/[\w-]+$/);
    expect(await page.getByText(`El público: ${lago}`).isVisible()).toBe(true);
    expect(await page.locator('.duel__streak').count()).toBe(0);

    await typeInto(page, `¿Qué une «${sal}» y «${lago}»?`, ola);
    await page.getByText(`El público: ${agua}`).waitFor();
    await typeInto(page, `¿Qué une «${ola}» y «${agua}»?`, toalla);
    await page.getByText(`El público: ${arena}`).waitFor();
    await page
      .getByText(
        `Nadie ha unido aún «${toalla}» y «${arena}»: el público no sabe seguir. El reto acaba aquí.`,
      )
      .waitFor();
    expect(await seriousViolations(page), '/retos/:id against the crowd').toEqual([]);
  });

  it("3. the share has the crowd's own line, without today's words", async () => {
    const { page } = sol;
    await page.getByRole('button', { name: 'Compartir' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(COPIED).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'La mente del público: sin coincidencia en 3 rondas\n🟥🟥🟥',
    );
  });
});
