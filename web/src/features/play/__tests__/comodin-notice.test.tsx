import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { newPlayerStats } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const today = '2026-12-09';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  localStorage.setItem(
    'wordData',
    JSON.stringify({ word: 'casa', played: false, date: today, answer: null }),
  );
});

function answerFigures(savedDays: string[], currentStreak: number) {
  server.use(
    http.get('/api/user/stats', () =>
      HttpResponse.json({
        ...newPlayerStats,
        player: { ...newPlayerStats.player, savedDays, currentStreak, comodines: 0 },
      }),
    ),
  );
}

// Issue 47, point 9: only 'Mis partidas' said a comodín had saved the streak.
describe('/play tells a player back after a missed day that a comodín saved the streak', () => {
  test.each([
    {
      saved: ['2026-12-08'],
      streak: 9,
      text: 'Un comodín salvó tu racha el 8 dic, el día que no jugaste: sigue en 9 días.',
    },
    {
      // An older saved day stays out: only the ones the player is back from.
      saved: ['2026-11-20', '2026-12-07', '2026-12-08'],
      streak: 14,
      text: 'Tus comodines salvaron tu racha el 7 dic y el 8 dic, los días que no jugaste: sigue en 14 días.',
    },
  ])('saved $saved: «$text»', async ({ saved, streak, text }) => {
    answerFigures(saved, streak);
    renderApp('/play');

    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('nothing when the saved day is not just behind: the player has played since', async () => {
    answerFigures(['2026-12-06'], 9);
    renderApp('/play');

    await screen.findByLabelText('¿Qué te sugiere?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/comodín/)).not.toBeInTheDocument();
  });
});
