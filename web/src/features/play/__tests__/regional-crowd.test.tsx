import type { RegionsResponse } from '@words/contract/api/regions';
import { messages } from '@words/contract/messages';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { newPlayerStats } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { playedToday, server } from '@/testing/server';

const today = '2026-03-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
  playedToday(today, 'hogar', {
    players: 40,
    sameAnswer: 9,
    topAnswers: [{ answer: 'hogar', count: 9 }],
  });
});

function regionsAre(crowd: RegionsResponse) {
  server.use(http.get(`/api/play/regions/${crowd.date}`, () => HttpResponse.json(crowd)));
}

const mexicoAndSpain: RegionsResponse = {
  date: today,
  yourAnswer: 'hogar',
  yours: { region: 'MX', shown: true, share: 30, place: 1 },
  regions: [
    {
      region: 'MX',
      answers: [
        { answer: 'hogar', share: 30 },
        { answer: 'techo', share: 20 },
      ],
    },
    { region: 'ES', answers: [{ answer: 'piso', share: 25 }] },
  ],
};

describe('«En México dijeron…» after playing', () => {
  test("each region's answers with their rounded shares, the player's own region first", async () => {
    regionsAre(mexicoAndSpain);
    renderApp('/play');

    expect(
      await screen.findByText('En México, el 30 % dijo «hogar», como tú: lo más dicho allí.'),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['En México dijeron…', 'En España dijeron…']);
    const mexico = screen.getAllByRole('list').find((list) => list.textContent?.includes('techo'));
    expect(
      within(mexico!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['hogar30 %', 'techo20 %']);
  });

  test('a region without enough players says so; a player with no region is offered the question', async () => {
    regionsAre({
      date: today,
      yourAnswer: 'hogar',
      yours: { region: 'AR', shown: false, share: null, place: null },
      regions: [],
    });
    renderApp('/play');
    expect(
      await screen.findByText(
        'Aún no hay 20 jugadores de Argentina este día: cuando los haya, verás lo que dijeron.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Ningún sitio tiene aún 20 jugadores este día.')).toBeInTheDocument();
  });

  test('asked once, after days of play: «Ahora no» and it is not asked again', async () => {
    regionsAre({ ...mexicoAndSpain, yours: null });
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          ...newPlayerStats,
          player: { ...newPlayerStats.player, daysPlayed: 3 },
        }),
      ),
    );
    const { user, unmount } = renderApp('/play');
    const question = await screen.findByRole('heading', { name: '¿De dónde es tu español?' });
    expect(question).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dilo en Mis partidas/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ahora no' }));
    expect(screen.queryByRole('heading', { name: '¿De dónde es tu español?' })).toBeNull();
    unmount();
    renderApp('/play');
    await screen.findByText('En México dijeron…');
    expect(screen.queryByRole('heading', { name: '¿De dónde es tu español?' })).toBeNull();
  });

  test('answered on /play, the choice is stored with its message', async () => {
    regionsAre({ ...mexicoAndSpain, yours: null });
    let stored: unknown;
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          ...newPlayerStats,
          player: { ...newPlayerStats.player, daysPlayed: 5 },
        }),
      ),
      http.put('/api/user/region', async ({ request }) => {
        stored = await request.json();
        return HttpResponse.json({ region: 'CL', message: messages.regionSaved });
      }),
    );
    const { user } = renderApp('/play');
    await user.selectOptions(await screen.findByLabelText('Mi español es de'), 'Chile');
    await user.click(screen.getByRole('button', { name: 'Guardar de dónde es mi español' }));
    expect(await screen.findByText(messages.regionSaved)).toBeInTheDocument();
    expect(stored).toEqual({ region: 'CL' });
  });
});

describe("«En México dijeron…» on a past day's page", () => {
  test("the same for that day, beside the day's most common answers", async () => {
    const monday = '2026-03-09';
    server.use(
      http.get(`/api/play/day/${monday}`, () =>
        HttpResponse.json({
          date: monday,
          word: 'mar',
          players: 30,
          topAnswers: [{ answer: 'ola', count: 10 }],
          yourAnswer: 'ola',
        }),
      ),
    );
    regionsAre({
      date: monday,
      yourAnswer: 'ola',
      yours: { region: 'ES', shown: true, share: null, place: null },
      regions: [{ region: 'ES', answers: [{ answer: 'sal', share: 35 }] }],
    });
    renderApp(`/day/${monday}`);
    expect(
      await screen.findByText('En España, menos de 5 personas dijeron «ola».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'En España dijeron…' })).toBeInTheDocument();
  });
});
