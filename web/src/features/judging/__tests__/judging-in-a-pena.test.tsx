import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';
import { first, nothingToJudge, scoreLabel, second } from './judging-api';

// Issue 48: 'Puntuar en la peña' is /rate within one peña: its calls, the same score box, feedback
// and skip, and no 'Denunciar'.
describe('/penas/:id/puntuar', () => {
  test('judges the peña’s answers through the peña’s calls, with /rate’s box, feedback and skip', async () => {
    const queue = [first, second];
    server.use(
      http.get('/api/groups/g-1/vote/random', () =>
        HttpResponse.json(queue.shift() ?? nothingToJudge('NO_MORE_QUESTIONS')),
      ),
      http.post('/api/groups/g-1/vote/submit', () =>
        HttpResponse.json(
          { success: true, message: messages.voteCast, answer: { score: 8, votes: 2 } },
          { status: 201 },
        ),
      ),
      http.post('/api/groups/g-1/vote/skip', () => new HttpResponse(null, { status: 204 })),
    );
    const { user } = renderApp('/penas/g-1/puntuar');
    expect(
      await screen.findByRole('heading', { name: 'Puntuar en la peña', level: 1 }),
    ).toBeVisible();
    const seen = trackRequests();

    await user.type(await screen.findByLabelText(scoreLabel), '7');
    await user.click(screen.getByRole('button', { name: 'Puntuar' }));
    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByText(/¡Voto enviado con éxito! Tu nota: 7.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Denunciar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Saltar' }));
    expect(await screen.findByText(nothingToJudge('NO_MORE_QUESTIONS').message)).toBeVisible();
    expect(apiCalls(seen)).toEqual([
      'POST /api/groups/g-1/vote/submit',
      'GET /api/groups/g-1/vote/random',
      'POST /api/groups/g-1/vote/skip',
      'GET /api/groups/g-1/vote/random',
    ]);
    expect(screen.getByRole('link', { name: 'Volver a la peña' })).toHaveAttribute(
      'href',
      '/penas/g-1',
    );
  }, 15_000);
});
