import type { PeriodRankingResponse } from '@words/contract/api/rankings';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { closesIn } from '../utils/closes-in';

const week = { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' };

describe('how long the current period still runs', () => {
  test.each([
    ['2026-11-27T19:00:00.000Z', '2 d 5 h'],
    ['2026-11-23T00:00:00.000Z', '7 d 0 h'],
    ['2026-11-29T18:47:30.000Z', '5 h 13 min'],
    ['2026-11-29T23:59:01.000Z', '1 min'],
  ])('at %s: %s', (at, left) => {
    expect(closesIn(week, new Date(at))).toBe(
      `La semana cierra en ${left}; sus respuestas se siguen puntuando 2 días más y entonces sale su ranking.`,
    );
  });

  test('a period that is not a week is called a period', () => {
    const fortnight = { start: '2026-11-16', end: '2026-11-30', rankedOn: '2026-12-02' };
    expect(closesIn(fortnight, new Date('2026-11-28T00:00:00.000Z'))).toMatch(
      /^El periodo cierra en 2 d 0 h;/,
    );
  });
});

describe('/rankings says how answers are ordered, and when the week running now closes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T19:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  const howOrdered =
    'Las respuestas con al menos 3 votos se ordenan por su Puntuación: la media de los jueces, corregida según lo exigente o generoso que es cada juez, con menos peso para quien juzgó pocas respuestas o vota siempre igual que otros, y ponderada por el número de votos.';
  const weekSentence =
    'La semana cierra en 2 d 5 h; sus respuestas se siguen puntuando 2 días más y entonces sale su ranking.';

  test('even before any period has a ranking', async () => {
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({ periods: [], current: week, minVotes: 3 }),
      ),
    );
    renderApp('/rankings');

    expect(await screen.findByText(howOrdered)).toBeInTheDocument();
    const now = screen.getByRole('region', { name: 'Semana en curso' });
    expect(within(now).getByText(weekSentence)).toBeInTheDocument();
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
  });

  test("the week's sentence stands in the running week's section, the past week's table under its own heading", async () => {
    const past = { start: '2026-11-16', end: '2026-11-23' };
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({ periods: [past], current: week, minVotes: 3 }),
      ),
      http.get('/api/rankings/:start', () =>
        HttpResponse.json({
          period: past,
          how: { priorMean: 6.5, priorWeight: 5, minVotes: 3 },
          best: [
            {
              rank: 1,
              alias: 'Bruno',
              word: 'mar',
              date: '2026-11-16',
              answer: 'ola',
              score: 8,
              votes: 4,
              mine: false,
              rankScore: 7.2,
              correctedScore: 7.8,
            },
          ],
          words: [],
        } satisfies PeriodRankingResponse),
      ),
    );
    renderApp('/rankings');

    const best = await screen.findByRole('region', {
      name: 'Mejores respuestas de la semana del 16 al 22 de noviembre de 2026',
    });
    expect(within(best).getByRole('table')).toBeInTheDocument();
    expect(within(best).queryByText(/cierra en/)).not.toBeInTheDocument();

    const now = screen.getByRole('region', { name: 'Semana en curso' });
    expect(within(now).getByText(weekSentence)).toBeInTheDocument();
    expect(within(now).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByText(/cierra en/)).toHaveLength(1);
    const pastTitle = screen.getByRole('heading', {
      level: 2,
      name: 'Semana del 16 al 22 de noviembre de 2026',
    });
    expect(now).not.toContainElement(pastTitle);
    expect(now).not.toContainElement(best);
    expect(screen.getByText(howOrdered)).toBeInTheDocument();
  });
});
