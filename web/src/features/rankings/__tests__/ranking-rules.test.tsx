import { screen } from '@testing-library/react';
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

describe('/rankings says how answers are ordered and when the week closes', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T19:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  test('even before any period has a ranking', async () => {
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({ periods: [], current: week, minVotes: 3 }),
      ),
    );
    renderApp('/rankings');

    expect(
      await screen.findByText(
        'Las respuestas con al menos 3 votos se ordenan por la media de los jueces, corregida según lo exigente o generoso que es cada juez y ponderada por el número de votos.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'La semana cierra en 2 d 5 h; sus respuestas se siguen puntuando 2 días más y entonces sale su ranking.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
  });
});
