import { errors } from '@words/contract/errors';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  answerRandom,
  fileVotes,
  first,
  nothingToJudge,
  openJudging,
  scoreBox,
} from './judging-api';

describe('the answer to judge', () => {
  test('shows the word and what the player said, with the score input', async () => {
    answerRandom();
    await openJudging();

    expect(screen.getByText('casa')).toBeInTheDocument();
    expect(screen.getByText('El jugador ha dicho:')).toBeInTheDocument();
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Puntuar' })).toBeEnabled();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  // Issue 29, point 6: the end of the queue was a 404, logged by every browser as an error.
  test('nothing left for today (a 200 that says so): the news, no error, no retry', async () => {
    answerRandom([]);
    renderApp('/rate');

    expect(await screen.findByRole('status')).toHaveTextContent(
      'No hay más respuestas por hoy, vuelve mañana.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Puntuar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Jugar la palabra de hoy' })).not.toBeInTheDocument();
  });

  test("PLAY_TODAY_FIRST: today's answers after playing today, with the way to /play", async () => {
    server.use(
      http.get('/api/vote/random', () => HttpResponse.json(nothingToJudge('PLAY_TODAY_FIRST'))),
    );
    renderApp('/rate');

    expect(
      await screen.findByText('Juega la palabra de hoy para puntuar las respuestas de hoy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Puntuar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jugar la palabra de hoy' })).toHaveAttribute(
      'href',
      '/play',
    );
  });

  test('another server error is shown as received', async () => {
    server.use(
      http.get('/api/vote/random', () =>
        HttpResponse.json(
          { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message },
          { status: 429 },
        ),
      ),
    );
    renderApp('/rate');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.RATE_LIMITED.message);
  });

  test('an exception shows the load failure text', async () => {
    server.use(http.get('/api/vote/random', () => HttpResponse.error()));
    renderApp('/rate');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al cargar la respuesta.',
    );
  });
});

describe('after the connection drops', () => {
  const loadFailed = 'Hubo un problema al cargar la respuesta.';
  const dropConnection = () => server.use(http.get('/api/vote/random', () => HttpResponse.error()));

  test("'Reintentar' asks for the answer again", async () => {
    dropConnection();
    const { user } = renderApp('/rate');
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailed);

    answerRandom();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByText('hogar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  test('a retry that fails again says so again, and still offers to retry', async () => {
    dropConnection();
    const { user } = renderApp('/rate');
    const first = await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    // The first failure's alert stays until the retry is under way: wait for it to go, then for the
    // retry's own.
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailed);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveFocus();
  });

  test('the answer loads by itself when the connection is back', async () => {
    dropConnection();
    renderApp('/rate');
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailed);

    answerRandom();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByText('hogar')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('nothing left to judge is news: no Reintentar', async () => {
    answerRandom([]);
    renderApp('/rate');

    await screen.findByText('No hay más respuestas por hoy, vuelve mañana.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

describe('a vote filed (201)', () => {
  test('success message, input cleared, next answer loaded', async () => {
    answerRandom();
    const votes = fileVotes();
    const { user, input, rate } = await openJudging();

    await user.type(input, '7.5');
    await user.click(rate);

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^¡Voto enviado con éxito!/);
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 7.5 }]);
    expect(scoreBox()).toHaveValue('');
  });

  test('after the last answer, the success message and then nothing left', async () => {
    answerRandom([first]);
    fileVotes();
    const { user, input, rate } = await openJudging();

    await user.type(input, '10');
    await user.click(rate);

    expect(
      await screen.findByText('No hay más respuestas por hoy, vuelve mañana.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^¡Voto enviado con éxito!/)).toBeInTheDocument();
  });
});
