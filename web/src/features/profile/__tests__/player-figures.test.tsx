import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { newPlayerFigures, newPlayerStats } from '@/testing/data';
import { server } from '@/testing/server';

function answerProfile() {
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords: [] })),
  );
}

/**
 * The figures of a section as name → value, as the description list pairs them; a sentence saying
 * what a figure means follows its value after ' | '.
 */
function figures(title = 'Tus cifras') {
  const section = screen.getByRole('region', { name: title });
  return Object.fromEntries(
    within(section)
      .getAllByRole('term')
      .map((term) => [
        term.textContent,
        within(term.parentElement!)
          .getAllByRole('definition')
          .map((value) => value.textContent)
          .join(' | '),
      ]),
  );
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
            correction: null,
            correctionAfter: 10,
            counts: true,
            notCountedYet: null,
          },
          player: {
            daysPlayed: 12,
            currentStreak: 1,
            bestStreak: 9,
            comodines: 1,
            savedDays: ['2026-11-20'],
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
      'Mejor racha': '9 días',
      Comodines:
        '1 de 2 · salvó el 20 nov | Cada 7 días seguidos ganas un comodín (2 como mucho); si un día no juegas, se gasta solo y la racha sigue.',
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
      Comodines:
        '0 de 2 | Cada 7 días seguidos ganas un comodín (2 como mucho); si un día no juegas, se gasta solo y la racha sigue.',
      'Nota media': 'Sin votos aún',
      'Mejor respuesta': 'Sin votos aún',
    });
  });

  test("the judge's votes, this period's, the distance to the other judges and the correction once measured, each said in words", async () => {
    answerProfile();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          judge: {
            votes: 41,
            votesThisPeriod: 7,
            agreement: 1.9,
            correction: 0.8,
            correctionAfter: 10,
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
      'Distancia media a los demás jueces':
        '1.90 puntos | De media, tus notas se separan 1.90 puntos de la media de los demás jueces en las mismas respuestas. Cuanto más baja, más coincides con ellos.',
      'Corrección de tus notas':
        'Se bajan 0.80 puntos | Eres más generoso que la media; tus notas se bajan 0.80 puntos en el ranking.',
      '¿Cuentan tus votos?':
        'Sí | Tus votos cuentan en las notas de las respuestas y en los rankings.',
    });
  });

  test('a new judge is told when the distance will show, and when their votes will count', async () => {
    answerProfile();
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras como juez' });
    expect(figures('Tus cifras como juez')).toEqual({
      'Votos dados': '0',
      'Votos en este periodo': '0',
      'Distancia media a los demás jueces':
        'Tras 5 votos compartidos | Cuando hayas puntuado 5 respuestas que también puntuaron otros jueces, verás cuántos puntos se separan de media tus notas de las suyas.',
      'Corrección de tus notas':
        // The number the server runs with (CALIBRATION_MIN_VOTES), not the page's default.
        'Tras 12 respuestas compartidas | Tus notas aún no se corrigen: se corregirán cuando hayas puntuado en este periodo 12 respuestas que también puntuaron otros jueces.',
      '¿Cuentan tus votos?':
        'Aún no. Tu voto contará cuando hayas jugado 3 días. | Mientras tanto se guardan, y desde ese día contarán en los periodos que sigan abiertos.',
    });
  });

  test.each([
    [
      -1.25,
      'Se suben 1.25 puntos | Eres más exigente que la media; tus notas se suben 1.25 puntos en el ranking, sin pasar de 2.00 puntos por encima de la media de los demás jueces en cada respuesta.',
    ],
    [0.001, 'Ninguna | Puntúas como la media de los jueces; tus notas no se corrigen.'],
  ])("a judge's correction of %s is said in words", async (correction, said) => {
    answerProfile();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          judge: {
            votes: 30,
            votesThisPeriod: 12,
            agreement: 2.4,
            correction,
            counts: true,
            notCountedYet: null,
          },
          player: newPlayerFigures,
        }),
      ),
    );
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras como juez' });
    expect(figures('Tus cifras como juez')['Corrección de tus notas']).toBe(said);
  });

  test('a banned judge is told their votes do not count, without a when', async () => {
    answerProfile();
    server.use(
      http.get('/api/user/stats', () =>
        HttpResponse.json({
          judge: { ...newPlayerStats.judge, notCountedYet: null },
          player: newPlayerFigures,
        }),
      ),
    );
    renderApp('/profile');

    await screen.findByRole('region', { name: 'Tus cifras como juez' });
    expect(figures('Tus cifras como juez')['¿Cuentan tus votos?']).toBe('No');
  });
});
