import { errors } from '@words/contract/errors';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@/testing/server';
import { answerRandom, fileVotes, openJudging, refuseVotes, takeSkips } from './judging-api';

// Issue 14: the judge sees where the answer stands, scores with one tap, and can skip.
describe('after a vote, where the answer stands', () => {
  test('shows the judges’ mean with 2 decimals and the votes, below the success text', async () => {
    answerRandom();
    fileVotes({ score: 7.4, votes: 5 });
    const { user, input, rate } = await openJudging();

    await user.type(input, '8');
    await user.click(rate);

    await screen.findByText('tejado');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(
      '¡Voto enviado con éxito! Tu nota: 8.00Media de los jueces: 7.40 (5 votos)',
    );
    expect(screen.getByText('Media de los jueces: 7.40 (5 votos)')).toBeInTheDocument();
  });

  test('speaks of one vote, with the decimal mark the judge typed', async () => {
    answerRandom();
    fileVotes({ score: 7.5, votes: 1 });
    const { user, input, rate } = await openJudging();

    await user.type(input, '7,5');
    await user.click(rate);

    expect(await screen.findByText('Media de los jueces: 7,50 (1 voto)')).toBeInTheDocument();
  });
});

// Issue 24: a judge not yet established is told why their vote does not count yet (the exact
// status above shows nothing more once it counts).
describe('a judge whose votes do not count yet', () => {
  // Issue 47, point 7: no mean of 0.00 while no vote counts, which read as a score of 0.
  test('is told why below where the answer stands, in the server’s words', async () => {
    answerRandom();
    fileVotes({ score: 0, votes: 0 }, 'Tu voto contará cuando hayas jugado 3 días.');
    const { user, input, rate } = await openJudging();

    await user.type(input, '8');
    await user.click(rate);

    await screen.findByText('tejado');
    expect(screen.getByRole('status').textContent).toBe(
      '¡Voto enviado con éxito! Tu nota: 8.00Media de los jueces: sin votos que cuenten todavía' +
        'Tu voto contará cuando hayas jugado 3 días.',
    );
  });
});

describe('quick scores', () => {
  test('a tap on a whole score votes it at once', async () => {
    answerRandom();
    const votes = fileVotes({ score: 6.5, votes: 2 });
    const { user } = await openJudging();

    const quick = screen.getByRole('toolbar', { name: 'Nota rápida' });
    const buttons = quick.querySelectorAll('button');
    expect([...buttons].map((b) => b.textContent)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    await user.click(screen.getByRole('button', { name: '7' }));

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 7 }]);
    expect(screen.getByText('¡Voto enviado con éxito! Tu nota: 7.00')).toBeInTheDocument();
    expect(screen.getByText('Media de los jueces: 6.50 (2 votos)')).toBeInTheDocument();
  });

  test('leave the typed score to the box: what was typed is not sent by a tap', async () => {
    answerRandom();
    const votes = fileVotes();
    const { user, input } = await openJudging();

    await user.type(input, '3,25');
    await user.click(screen.getByRole('button', { name: '10' }));

    await screen.findByText('tejado');
    expect(votes).toEqual([{ answer_uuid: 'answer-1', score: 10 }]);
  });

  test('show the server’s refusal like a typed vote does', async () => {
    answerRandom();
    refuseVotes('VOTING_CLOSED');
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: '5' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.VOTING_CLOSED.message);
  });
});

describe("'Saltar'", () => {
  test('skips the answer without a vote and shows the next one', async () => {
    answerRandom();
    const votes = fileVotes();
    const skips = takeSkips();
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Saltar' }));

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.queryByText('hogar')).not.toBeInTheDocument();
    expect(skips).toEqual([{ answer_uuid: 'answer-1' }]);
    expect(votes).toEqual([]);
    expect(screen.getByText('Respuesta n.º 2')).toBeInTheDocument();
  });

  test('says so when the skip fails, and keeps the answer', async () => {
    answerRandom();
    server.use(http.post('/api/vote/skip', () => HttpResponse.error()));
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Saltar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo saltar la respuesta.');
    expect(screen.getByText('hogar')).toBeInTheDocument();
  });

  test('moves on when the answer can no longer be judged, with the server’s message', async () => {
    answerRandom();
    server.use(
      http.post('/api/vote/skip', () =>
        HttpResponse.json(
          { error: 'ANSWER_NOT_SERVED', message: errors.ANSWER_NOT_SERVED.message },
          { status: 403 },
        ),
      ),
    );
    const { user } = await openJudging();

    await user.click(screen.getByRole('button', { name: 'Saltar' }));

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(errors.ANSWER_NOT_SERVED.message);
  });
});
