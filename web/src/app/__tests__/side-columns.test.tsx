import { dayOf } from '@words/contract/day';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { newPlayerStats } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

/** A screen of `width` px, as matchMedia reports it (jsdom has no matchMedia of its own). */
function screenWide(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const min = /min-width: (\d+)px/.exec(query);
      return {
        matches: min !== null && width >= Number(min[1]),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      };
    }),
  );
}

function answerStats(currentStreak: number, daysPlayed: number) {
  server.use(
    http.get('/api/user/stats', () =>
      HttpResponse.json({
        ...newPlayerStats,
        player: { ...newPlayerStats.player, currentStreak, daysPlayed, bestStreak: 5 },
      }),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

// Issue 29, point 8: the desktop side columns were empty decorations.
describe("the desktop side column holds the player's figures", () => {
  test('signed in on a wide screen: an aside with its heading, the streak and the days played', async () => {
    screenWide(1280);
    answerStats(3, 12);
    renderApp('/instructions');

    const aside = await screen.findByRole('complementary', { name: 'Tus cifras' });
    expect(within(aside).getByRole('heading', { name: 'Tus cifras' })).toBeInTheDocument();
    expect(await within(aside).findByText('Racha actual')).toBeInTheDocument();
    expect(within(aside).getByText('3 días')).toBeInTheDocument();
    expect(within(aside).getByText('Días jugados')).toBeInTheDocument();
    expect(within(aside).getByText('12')).toBeInTheDocument();
  });

  // Issue 47, point 8: the streak stayed yesterday's after playing, until a reload.
  test('after an answer is filed on /play, the streak counts today at once', async () => {
    screenWide(1280);
    answerStats(3, 12);
    const today = dayOf(new Date());
    localStorage.setItem(
      'wordData',
      JSON.stringify({ word: 'casa', played: false, date: today, answer: null }),
    );
    server.use(
      http.post('/api/play/submit', () => {
        answerStats(4, 13);
        return HttpResponse.json(
          {
            success: true,
            word: 'casa',
            answer: 'hogar',
            message: 'Respuesta enviada.',
            crowd: { players: 1, sameAnswer: 1, topAnswers: [{ answer: 'hogar', count: 1 }] },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/play');
    const aside = await screen.findByRole('complementary', { name: 'Tus cifras' });
    expect(await within(aside).findByText('3 días')).toBeInTheDocument();

    await user.type(await screen.findByLabelText('¿Qué te sugiere?'), 'hogar');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    // The column shows again with the figures asked anew.
    const refreshed = (await screen.findByText('4 días')).closest('aside') as HTMLElement;
    expect(refreshed).toHaveAccessibleName('Tus cifras');
    expect(within(refreshed).getByText('13')).toBeInTheDocument();
  });

  test('on a phone nothing is asked and nothing shows: the columns are hidden there', async () => {
    screenWide(390);
    const seen = trackRequests();
    renderApp('/instructions');

    await screen.findByRole('heading', { name: 'Instrucciones', level: 1 });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(apiCalls(seen)).not.toContain('GET /api/user/stats');
  });

  test("not on 'Mis partidas', which shows the same figures in full", async () => {
    screenWide(1280);
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords: [] })),
    );
    renderApp('/profile');

    await screen.findByRole('heading', { name: 'Tus cifras', level: 2 });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  test('signed out, the landing has no figures to show', async () => {
    screenWide(1280);
    renderApp('/', { token: null });

    await screen.findByRole('button', { name: 'Jugar con Google' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
