import type { RegionalWeekResponse } from '@words/contract/api/regions';
import type { PeriodRankingResponse, RankingPeriod } from '@words/contract/api/rankings';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const week: RankingPeriod = { start: '2026-11-16', end: '2026-11-23' };
const current = { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' };
const ranking: PeriodRankingResponse = {
  period: week,
  how: { priorMean: 6.5, priorWeight: 5, minVotes: 3 },
  best: [],
  words: [{ date: '2026-11-16', word: 'mar', answers: [] }],
};

function answerWeek(map: RegionalWeekResponse | null) {
  server.use(
    http.get('/api/rankings', () => HttpResponse.json({ periods: [week], current, minVotes: 3 })),
    http.get('/api/rankings/:start', () => HttpResponse.json(ranking)),
    http.get('/api/rankings/:start/regions', () =>
      map === null
        ? HttpResponse.json(
            { error: 'PERIOD_NOT_FOUND', message: errors.PERIOD_NOT_FOUND.message },
            { status: 404 },
          )
        : HttpResponse.json(map),
    ),
  );
}

const best = (rank: number, answer: string, alias: string, rankScore: number, mine = false) => ({
  rank,
  alias,
  word: 'mar',
  answer,
  date: '2026-11-16',
  mine,
  rankScore,
});

const mexicoAndSpain: RegionalWeekResponse = {
  period: week,
  regions: [
    { region: 'MX', best: [best(1, 'sal', 'Ana', 8.5, true), best(2, 'barco', 'Carla', 6)] },
    { region: 'ES', best: [best(1, 'arena', 'Jugador eliminado', 8.25)] },
  ],
  apart: [
    {
      date: '2026-11-16',
      word: 'mar',
      answers: [
        { region: 'MX', answer: 'olas', share: 100 },
        { region: 'ES', answer: 'playa', share: 60 },
      ],
    },
  ],
};

const mapSection = () => screen.findByRole('region', { name: 'El mapa de la semana' });

describe('the map of the week on /rankings', () => {
  test("each region's best answers in the order the server gives, and where they differ", async () => {
    answerWeek(mexicoAndSpain);
    renderApp('/rankings');
    const map = await mapSection();
    expect(
      within(map)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Lo mejor para México', 'Lo mejor para España', 'Donde más os diferenciáis']);
    const mexico = within(map).getAllByRole('list')[0]!;
    expect(
      within(mexico)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Puesto 1: sal a «mar»Ana Tú, tu respuestaPuntuación: 8.50',
      '2Puesto 2: barco a «mar»CarlaPuntuación: 6.00',
    ]);
    expect(within(map).getByText('México: «olas», 100 %')).toBeInTheDocument();
    expect(within(map).getByText('España: «playa», 60 %')).toBeInTheDocument();
    expect(within(map).getByText(/al menos 20 jueces en la semana/)).toBeInTheDocument();
  });

  test('a week without regions past the floors says so, twice', async () => {
    answerWeek({ period: week, regions: [], apart: [] });
    renderApp('/rankings');
    const map = await mapSection();
    expect(
      within(map).getByText(
        'Ningún sitio tuvo esta semana 20 jueces: cuando los haya, verás lo que mejor puntuaron.',
      ),
    ).toBeInTheDocument();
    expect(within(map).getByText(/lo más dicho fue lo mismo en cada sitio/)).toBeInTheDocument();
  });

  test("a refusal shows the server's message, and the rest of the ranking stays", async () => {
    answerWeek(null);
    renderApp('/rankings');
    const map = await mapSection();
    expect(within(map).getByText(errors.PERIOD_NOT_FOUND.message)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Palabras del periodo' })).toBeInTheDocument();
  });
});
