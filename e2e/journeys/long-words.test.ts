import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
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
import { freePort, root, startGame, type RunningGame } from '../support/game';
import { answer, playToday, signIn } from '../support/players';
import { ownGameEnv } from '../support/own-game';
import { describeJourney } from '../support/suite';
import { layoutFaults } from '../support/whole-words';

/** The widths at which the page cuts a word or scrolls sideways, with what it does there. */
async function faultsAt(page: Page, widths: number[]) {
  const faults: Record<number, Awaited<ReturnType<typeof layoutFaults>>> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const found = await layoutFaults(page);
    if (found.cut.length > 0 || found.sideways > 0) faults[width] = found;
  }
  return faults;
}

const widths = [
  320, 360, 390, 414, 480, 560, 640, 700, 768, 820, 900, 960, 1000, 1024, 1100, 1180, 1280, 1440,
  1600, 1920,
];

/**
 * Issue 13, point 6: the longest answers and aliases the rules allow are never cut in
 * the middle of a word, on /play or in the rankings, at any width from 320 to 1920 px. Like the
 * rankings journey it runs its own game, moved nine days on to rank the period (the week and its
 * two judging days), where one judge's vote is enough to be ranked (RANKING_MIN_VOTES=1).
 */
describeJourney('long words and long aliases, whole at every width', () => {
  let game: RunningGame | undefined;
  let port: number;
  let env: NodeJS.ProcessEnv;
  let browser: Browser;
  const tabs: WatchedPage[] = [];
  // The longest word of the pool, and answers of 19 to 22 letters beside aliases of up to 30.
  const WORD = 'rompecabezas';
  const players = [
    {
      email: 'maxi@example.com',
      alias: 'Maximiliano Fernández-Quintero',
      answer: 'esternocleidomastoideo',
    },
    {
      email: 'super@example.com',
      alias: 'superjugadora_de_palabras_2026',
      answer: 'internacionalización',
    },
    { email: 'oto@example.com', alias: 'Otorrinolaringóloga', answer: 'desoxirribonucleico' },
    { email: 'ana.larga@example.com', alias: 'Ana', answer: 'electroencefalograma' },
  ];

  beforeAll(async () => {
    port = await freePort();
    env = {
      ...ownGameEnv('long-words'),
      RANKING_MIN_VOTES: '1',
    };
    // Today's word, fixed the way operators do (npm run words); only a day that has not started
    // can be scheduled, so the command runs with its clock a day behind.
    const today = new Date().toISOString().slice(0, 10);
    execFileSync(process.execPath, ['server/dist/words-cli.js', 'schedule', today, WORD], {
      cwd: root,
      env: { ...env, FIREBASE_AUTH_EMULATOR_HOST: '', DEMO_CLOCK_OFFSET_DAYS: '-1' },
      stdio: 'pipe',
    });
    game = await startGame({ port, env });
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

  async function playerTab() {
    const tab = await openPage(await browser.newContext({ viewport: desktop }), game!.baseUrl);
    tabs.push(tab);
    return tab.page;
  }

  it('1. four players answer with long words; /play shows each answer whole', async () => {
    for (const player of players) {
      const page = await playerTab();
      await signIn(page, player.email, player.alias);
      await answer(page, player.answer);
      await page.getByText(`Tu respuesta: ${player.answer}`, { exact: true }).waitFor();
    }
    const page = tabs[0]!.page;
    await screenshot(page, 'play-long-answer-desktop');
    expect(await faultsAt(page, [320, 390, 1280])).toEqual({});
    await page.setViewportSize(mobile);
    await screenshot(page, 'play-long-answer-mobile');
  });

  it('2. a judge rates every answer', async () => {
    const page = await playerTab();
    await signIn(page, 'juez.largo@example.com', 'Juez');
    // Today's answers are judged by those who played today.
    await playToday(page);
    // Through the API: this journey is about how the rankings look, not about /rate.
    const statuses = await page.evaluate(async (count) => {
      const authorization = `Bearer ${localStorage.getItem('userToken')}`;
      const seen: number[] = [];
      for (let i = 0; i < count; i++) {
        const served = await fetch('/api/vote/random', { headers: { authorization } });
        const { answer_uuid } = (await served.json()) as { answer_uuid: string };
        const vote = await fetch('/api/vote/submit', {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ answer_uuid, score: 9 - i * 0.5 }),
        });
        seen.push(vote.status);
      }
      return seen;
    }, players.length);
    expect(statuses).toEqual(players.map(() => 201));
  });

  it('3. a week later no rankings word is cut in two, from 320 to 1920 px', async () => {
    await game!.stop();
    game = await startGame({ port, env: { ...env, DEMO_CLOCK_OFFSET_DAYS: '9' } });

    const page = tabs[1]!.page;
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Rankings' })
      .click();
    await waitForPath(page, '/rankings');
    const table = page.getByRole('table', { name: 'Mejores respuestas del periodo' });
    await table.waitFor();
    for (const player of players) {
      await table.getByRole('cell', { name: player.answer, exact: true }).waitFor();
    }
    await page.getByRole('heading', { level: 4, name: WORD, exact: true }).waitFor();

    expect(await faultsAt(page, widths)).toEqual({});
    await page.setViewportSize(desktop);
    await screenshot(page, 'rankings-long-words-desktop');
    await page.setViewportSize(mobile);
    await screenshot(page, 'rankings-long-words-mobile');
  });
});
