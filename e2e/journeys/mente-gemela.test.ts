import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { playerOf } from '../support/api-players';
import { seriousViolations } from '../support/axe';
import {
  connectBrowser,
  mobile,
  openPage,
  waitForPath,
  type WatchedPage,
} from '../support/browser';
import { freePort, startGame, type RunningGame } from '../support/game';
import { ownGameEnv } from '../support/own-game';
import { answer, chooseAccount, signIn, wordOnPage } from '../support/players';
import { describeJourney } from '../support/suite';

const COPIED = 'Texto copiado. Pégalo donde quieras compartirlo.';

/**
 * Mente gemela (issue 49), at 390 px: Ana challenges Bea by link; Bea signs in from it; both play
 * the day's word, then type the rounds' words by keyboard and meet in the third; the share text
 * and a pair's streak of 1. On a game of its own a day behind (DEMO_CLOCK_OFFSET_DAYS=-1), so that
 * the next day (the real clock) another finished duel makes the streak 2.
 */
describeJourney('Mente gemela: a meeting of minds with a friend', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let browser: Browser;
  let ana: WatchedPage;
  let bea: WatchedPage;
  let duelPath = '';
  // The day's answers, two rounds apart and the word both meet on: none the day's word.
  let words: string[] = [];

  const withClipboard = async (context: BrowserContext) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: game!.baseUrl,
    });
    return openPage(context, game!.baseUrl);
  };

  beforeAll(async () => {
    port = await freePort();
    env = ownGameEnv('mente');
    [game, browser] = await Promise.all([
      startGame({ port, env: { ...env, DEMO_CLOCK_OFFSET_DAYS: '-1' } }),
      connectBrowser(),
    ]);
    ana = await withClipboard(await browser.newContext({ viewport: mobile }));
    bea = await withClipboard(await browser.newContext({ viewport: mobile }));
  });
  afterAll(async () => {
    for (const tab of [ana, bea]) {
      expect(tab?.outsideRequests ?? []).toEqual([]);
      expect(tab?.pageErrors ?? []).toEqual([]);
    }
    await browser?.close();
    await game?.stop();
  });

  const copied = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  /** Types the round's word and sends it with Enter, as a keyboard user does. */
  const sayByKeyboard = async (page: Page, question: string, word: string) => {
    await page.getByLabel(question).focus();
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
  };

  it('1. Ana plays and challenges a friend by link; Bea signs in from it and is in the duel', async () => {
    const { page } = ana;
    await signIn(page, 'ana.mente@example.com', 'Ana');
    const word = await wordOnPage(page);
    words = ['sal', 'ola', 'playa', 'mar', 'arena', 'verano'].filter((w) => w !== word);
    await answer(page, words[0]!);
    await page.getByRole('button', { name: 'Reta a un amigo' }).click();
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.getByText(COPIED).waitFor();
    const link = /^¿Somos mente gemela\? Juega conmigo en WORDS: (\S+\/mente\/[\w-]{22})$/.exec(
      await copied(page),
    )?.[1];
    expect(link).toBeDefined();

    await bea.page.goto(link!);
    await bea.page.getByText('Ana te reta a Mente gemela.').waitFor();
    await chooseAccount(bea.page, 'bea.mente@example.com');
    const welcome = bea.page.getByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    await welcome.getByLabel('Nombre de jugador').fill('Bea');
    await welcome.getByRole('button', { name: 'Empezar a jugar' }).click();
    await bea.page.getByRole('heading', { name: 'Mente gemela con Ana', level: 1 }).waitFor();
    duelPath = new URL(bea.page.url()).pathname;
    expect(duelPath).toMatch(/^\/retos\/[\w-]+$/);
  });

  it('2. both play the day’s word, then meet in the third round, typed by keyboard', async () => {
    const [first, other, anaSays, beaSays, meet] = words as [
      string,
      string,
      string,
      string,
      string,
    ];
    await bea.page.getByRole('link', { name: 'Juega la palabra del día' }).click();
    await waitForPath(bea.page, '/play');
    await answer(bea.page, other);
    await bea.page.goto(new URL(duelPath, game!.baseUrl).toString());
    await sayByKeyboard(bea.page, `¿Qué une «${other}» y «${first}»?`, beaSays);
    await bea.page.getByText(/Esperando la palabra de tu pareja/).waitFor();

    await ana.page.getByRole('link', { name: 'Ver el reto' }).click();
    await waitForPath(ana.page, duelPath);
    await sayByKeyboard(ana.page, `¿Qué une «${first}» y «${other}»?`, anaSays);
    await sayByKeyboard(ana.page, `¿Qué une «${anaSays}» y «${beaSays}»?`, meet);
    await ana.page.getByText(/Esperando la palabra de tu pareja/).waitFor();

    await bea.page.reload();
    await sayByKeyboard(bea.page, `¿Qué une «${beaSays}» y «${anaSays}»?`, meet);
    await bea.page.getByText('¡Mente gemela en 3 rondas!').waitFor();
    expect(await seriousViolations(bea.page), '/retos/:id').toEqual([]);
  });

  it("3. the share text tells the rounds, not today's words; the pair's streak is 1", async () => {
    const { page } = bea;
    await page.getByRole('button', { name: 'Compartir' }).click();
    await page.getByText(COPIED).waitFor();
    expect(await copied(page)).toBe('Mente gemela con Ana en 3 rondas\n🟥🟥🟩');
    expect(await page.locator('.duel__streak').textContent()).toBe('Racha en pareja: 1 día');
  });

  it('4. the next day, another finished duel makes the streak 2', async () => {
    await game!.stop();
    game = await startGame({ port, env });
    const [anaCalls, beaCalls] = await Promise.all(
      ['ana', 'bea'].map((name) => playerOf(game!.baseUrl, `${name}.mente@example.com`)),
    );
    const duel = await anaCalls!<{ id: string; invite_code: string }>('/api/duels', 201, {});
    await beaCalls!('/api/duels/join', 201, { code: duel.invite_code });
    const { word } = await anaCalls!<{ word: string }>('/api/play/word-of-the-day', 200);
    const same = word === 'sal' ? 'ola' : 'sal';
    const filed = { word, answer: same, date: new Date().toISOString() };
    await Promise.all([anaCalls!, beaCalls!].map((call) => call('/api/play/submit', 201, filed)));
    await ana.page.goto(new URL(`/retos/${duel.id}`, game.baseUrl).toString());
    await ana.page.getByText('¡Mente gemela en 1 ronda!').waitFor();
    expect(await ana.page.locator('.duel__streak').textContent()).toBe('Racha en pareja: 2 días');
  });
});
