import type { TodaysCrowd } from '@words/contract/api/play';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, playedToday, server, trackRequests } from '@/testing/server';

const today = '2026-03-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
});

const playedWith = (answer: string, crowd: TodaysCrowd) => playedToday(today, answer, crowd);

/** The player's own answer, the most common. */
const hogar = { answer: 'hogar', count: 4 };

describe('the crowd after playing', () => {
  test('how many played, how many others said the same, and the most common answers as bars', async () => {
    playedWith('hogar', {
      players: 12,
      sameAnswer: 4,
      topAnswers: [hogar, { answer: 'tejado', count: 2 }, { answer: 'familia', count: 1 }],
    });
    renderApp('/play');

    expect(
      await screen.findByText('Hoy han jugado 12 personas · 3 dijeron lo mismo que tú'),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lo más dicho hoy' });
    const items = within(list).getAllByRole('listitem');
    // A screen reader reads each bar as a line of a list.
    expect(items.map((item) => item.textContent)).toEqual([
      'hogar (tu respuesta), 4 veces',
      'tejado, 2 vecesDenunciar',
      'familia, 1 vezDenunciar',
    ]);
    // Each bar is as long as its count against the most common answer.
    expect(items.map((item) => item.style.getPropertyValue('--share'))).toEqual([
      '1',
      '0.5',
      '0.25',
    ]);
    expect(items[0]).toHaveClass('answer-bars__item--mine');
  });

  test("'Denunciar' beside each answer of the others reports it as the list shows it", async () => {
    playedWith('hogar', {
      players: 6,
      sameAnswer: 4,
      topAnswers: [hogar, { answer: 'tejado', count: 2 }],
    });
    let body: unknown;
    server.use(
      http.post(`/api/play/day/${today}/report`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: messages.reportFiled }, { status: 201 });
      }),
    );
    const { user } = renderApp('/play');

    const list = await screen.findByRole('list', { name: 'Lo más dicho hoy' });
    // Never beside the player's own answer.
    expect(within(list).getAllByRole('button', { name: /^Denunciar/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Denunciar «tejado»' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar respuesta' });
    await user.click(within(dialog).getByRole('radio', { name: 'No es una palabra' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByText(messages.reportFiled)).toBeInTheDocument();
    expect(body).toEqual({ answer: 'tejado', reason: 'not_a_word' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Denunciar/ })).not.toBeInTheDocument();
  });

  test('a refused report says why and keeps the button', async () => {
    playedWith('hogar', {
      players: 3,
      sameAnswer: 1,
      topAnswers: [{ answer: 'tejado', count: 2 }],
    });
    server.use(
      http.post(`/api/play/day/${today}/report`, () =>
        HttpResponse.json(
          { error: 'ANSWER_NOT_FOUND', message: errors.ANSWER_NOT_FOUND.message },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderApp('/play');

    await user.click(await screen.findByRole('button', { name: 'Denunciar «tejado»' }));
    await user.click(screen.getByRole('button', { name: 'Enviar denuncia' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.ANSWER_NOT_FOUND.message);
    expect(screen.getByRole('button', { name: 'Denunciar «tejado»' })).toBeInTheDocument();
  });

  test.each([
    [1, 1, 'Hoy ha jugado 1 persona · nadie más dijo lo mismo que tú'],
    [2, 2, 'Hoy han jugado 2 personas · 1 dijo lo mismo que tú'],
    [5, 1, 'Hoy han jugado 5 personas · nadie más dijo lo mismo que tú'],
  ])('%i players, %i with the same answer: "%s"', async (players, sameAnswer, text) => {
    playedWith('hogar', {
      players,
      sameAnswer,
      topAnswers: [{ answer: 'hogar', count: sameAnswer }],
    });
    renderApp('/play');

    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('an answer filed here: the crowd that came with its 201, and only the regions asked', async () => {
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({ date: today, word: 'casa', played: false, answer: null, message: '' }),
      ),
      http.post('/api/play/submit', () =>
        HttpResponse.json(
          {
            success: true,
            word: 'casa',
            answer: 'hogar',
            message: messages.answerFiled,
            crowd: { players: 5, sameAnswer: 2, topAnswers: [{ answer: 'hogar', count: 2 }] },
          },
          { status: 201 },
        ),
      ),
    );
    const seen = trackRequests();
    const { user } = renderApp('/play');

    await user.type(await screen.findByLabelText('¿Qué te sugiere?'), 'hogar{Enter}');

    expect(
      await screen.findByText('Hoy han jugado 5 personas · 1 dijo lo mismo que tú'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'En cada sitio' })).toBeInTheDocument();
    // The player's figures are asked beside /play and again once an answer is filed: no crowd.
    // The crowd by region is asked once the day is played: its own call, beside the crowd.
    expect(apiCalls(seen).filter((call) => call !== 'GET /api/user/stats')).toEqual([
      'GET /api/play/word-of-the-day',
      'POST /api/play/submit',
      `GET /api/play/regions/${today}`,
    ]);
  });

  test('nothing of the crowd before playing', async () => {
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({ date: today, word: 'casa', played: false, answer: null, message: '' }),
      ),
    );
    renderApp('/play');

    expect(await screen.findByLabelText('¿Qué te sugiere?')).toBeInTheDocument();
    expect(screen.queryByText(/Hoy han jugado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  });
});
