import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { newPlayerFigures } from '@/testing/data';
import { server } from '@/testing/server';

function answerProfile() {
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords: [] })),
  );
}

/** The figures of a section as name → value, as the description list pairs them. */
function figures(title = 'Tus cifras') {
  const section = screen.getByRole('region', { name: title });
  const names = within(section)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(section)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return Object.fromEntries(names.map((name, i) => [name, values[i]]));
}

describe("the player's figures on 'Mis partidas'", () => {
  test('days played, streaks, mean score and best answer', async () => {
    answerProfile();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          judge: {
            votes: 0,
            votesThisPeriod: 0,
            agreement: null,
            counts: true,
            notCountedYet: null,
          },
          player: {
            daysPlayed: 12,
            currentStreak: 1,
            bestStreak: 5,
            meanScore: 6.5,
            bestAnswer: { date: '2026-03-02', word: 'mar', answer: 'ola', score: 9.25 },
          },
        }),
      ),
    );
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras' });
    expect(figures()).toEqual({
      'Días jugados': '12',
      'Racha actual': '1 día',
      'Mejor racha': '5 días',
      'Nota media': '6.50',
      'Mejor respuesta': '«ola» a «mar» (9.25)',
    });
  });

  test('nothing scored yet', async () => {
    answerProfile();
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras' });
    expect(figures()).toEqual({
      'Días jugados': '0',
      'Racha actual': '0 días',
      'Mejor racha': '0 días',
      'Nota media': 'Sin votos aún',
      'Mejor respuesta': 'Sin votos aún',
    });
  });

  test("the judge's votes, this period's, and the distance to the other judges once measured", async () => {
    answerProfile();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          judge: {
            votes: 41,
            votesThisPeriod: 7,
            agreement: 1.9,
            counts: true,
            notCountedYet: null,
          },
          player: newPlayerFigures,
        }),
      ),
    );
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras como juez' });
    expect(figures('Tus cifras como juez')).toEqual({
      'Votos dados': '41',
      'Votos en este periodo': '7',
      'Distancia media a los demás jueces': '1.90 puntos',
      '¿Cuentan tus votos?': 'Sí',
    });
  });

  test('a new judge is told when the distance will show, and when their votes will count', async () => {
    answerProfile();
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras como juez' });
    expect(figures('Tus cifras como juez')).toEqual({
      'Votos dados': '0',
      'Votos en este periodo': '0',
      'Distancia media a los demás jueces': 'Tras 5 votos compartidos',
      '¿Cuentan tus votos?': 'Aún no. Tu voto contará cuando hayas jugado 3 días.',
    });
  });
});
