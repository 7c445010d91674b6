import type { PlayedWord } from '@words/contract/api/user';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function answerProfile(playedWords: PlayedWord[]) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords })));
}

describe('/profile', () => {
  test('one card per played word: word, answer and the score with 2 decimals', async () => {
    answerProfile([
      { date: '2026-03-10', word: 'casa', answer: 'hogar', score: 7.5, votes: 4, status: 'open' },
      { date: '2026-03-02', word: 'mar', answer: 'ola', score: 9, votes: 12, status: 'closed' },
      { date: '2026-03-01', word: 'sol', answer: 'luz', score: null, votes: 0, status: 'closed' },
    ]);
    renderApp('/profile');

    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    const cards = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(
      cards.map((card) =>
        within(card)
          .getAllByRole('paragraph')
          .map((p) => p.textContent),
      ),
    ).toEqual([
      ['Palabra: casa', 'Respuesta: hogar', 'Nota: 7.50'],
      ['Palabra: mar', 'Respuesta: ola', 'Nota: 9.00'],
      ['Palabra: sol', 'Respuesta: luz', 'Nota: Sin votos'],
    ]);
  });

  test('a card whose period is still open looks different and says so', async () => {
    answerProfile([
      { date: '2026-03-10', word: 'casa', answer: 'hogar', score: null, votes: 0, status: 'open' },
      { date: '2026-03-02', word: 'mar', answer: 'ola', score: 9, votes: 12, status: 'closed' },
    ]);
    renderApp('/profile');

    const [open, closed] = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(open).toHaveClass('played-card--open');
    expect(within(open!).getByText('En votación')).toBeInTheDocument();
    expect(closed).not.toHaveClass('played-card--open');
    expect(within(closed!).queryByText('En votación')).not.toBeInTheDocument();
  });

  test('no played words yet', async () => {
    answerProfile([]);
    renderApp('/profile');

    expect(await screen.findByText('No has jugado ninguna palabra aún.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('listitem')).not.toBeInTheDocument();
  });

  test('a server error is shown as received', async () => {
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(
          { error: 'NOT_REGISTERED', message: errors.NOT_REGISTERED.message },
          { status: 403 },
        ),
      ),
    );
    renderApp('/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_REGISTERED.message);
  });

  test('a failure without a server error shows the default text', async () => {
    server.use(http.get('/api/user/profile', () => new HttpResponse('oops', { status: 502 })));
    renderApp('/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar el perfil.');
  });

  test('an exception shows the problem text', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.error()));
    renderApp('/profile');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al cargar el perfil.',
    );
  });
});
