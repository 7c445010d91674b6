import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

const first = { word: 'casa', answer: 'hogar', answer_uuid: 'answer-1' };
const second = { word: 'casa', answer: 'tejado', answer_uuid: 'answer-2' };

/** GET /api/vote/random answers `first`, then `second`, then NO_MORE_QUESTIONS. */
function answerRandom(answers = [first, second]) {
  const queue = [...answers];
  server.use(
    http.get('/api/vote/random', () => {
      const next = queue.shift();
      return next === undefined
        ? HttpResponse.json(
            { error: 'NO_MORE_QUESTIONS', message: errors.NO_MORE_QUESTIONS.message },
            { status: 404 },
          )
        : HttpResponse.json(next);
    }),
  );
}

function answerVote(response: () => Response) {
  server.use(http.post('/api/vote/submit', response));
}

async function openRate() {
  const rendered = renderApp('/rate');
  expect(screen.getByText('Cargando...')).toBeInTheDocument();
  const input = await screen.findByLabelText('Tu nota (de 0.00 a 10.00)');
  return { ...rendered, input, rate: screen.getByRole('button', { name: 'Puntuar' }) };
}

describe('the answer to judge', () => {
  test('shows the word and what the player said, with the score input', async () => {
    answerRandom();
    const { input } = await openRate();

    expect(screen.getByText('casa')).toBeInTheDocument();
    expect(screen.getByText('El jugador ha dicho:')).toBeInTheDocument();
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveAttribute('placeholder', '0.00');
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  test('NO_MORE_QUESTIONS: nothing left for today', async () => {
    answerRandom([]);
    renderApp('/rate');

    expect(
      await screen.findByText('No hay más respuestas por hoy, vuelve mañana.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Puntuar' })).not.toBeInTheDocument();
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

describe('the score input', () => {
  test('refuses a value above 10 as it is typed', async () => {
    answerRandom();
    const { user, input } = await openRate();

    await user.type(input, '12');
    expect(input).toHaveValue(1);

    await user.clear(input);
    await user.type(input, '105');
    expect(input).toHaveValue(10);
  });

  test('refuses a third decimal as it is typed', async () => {
    answerRandom();
    const { user, input } = await openRate();

    await user.type(input, '3.456');

    expect(input).toHaveValue(3.45);
  });

  test.each(['-1', '1e1'])(
    'a number the rules refuse as a score (%s) shows the valid-range message and sends nothing',
    async (typed) => {
      answerRandom();
      const seen = trackRequests();
      const { user, input, rate } = await openRate();

      await user.type(input, typed);
      await user.click(rate);

      expect(screen.getByRole('alert')).toHaveTextContent(
        'Por favor, ingresa una puntuación válida entre 0.00 y 10.00.',
      );
      expect(apiCalls(seen)).toEqual(['GET /api/vote/random']);
    },
  );

  test('an empty score shows the valid-range message and sends nothing', async () => {
    answerRandom();
    const seen = trackRequests();
    const { user, rate } = await openRate();

    await user.click(rate);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Por favor, ingresa una puntuación válida entre 0.00 y 10.00.',
    );
    expect(apiCalls(seen)).toEqual(['GET /api/vote/random']);
  });
});

describe('voting', () => {
  test('201: success message, input cleared, next answer loaded', async () => {
    answerRandom();
    let body: unknown;
    server.use(
      http.post('/api/vote/submit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: messages.voteCast }, { status: 201 });
      }),
    );
    const { user, input, rate } = await openRate();

    await user.type(input, '7.5');
    await user.click(rate);

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('¡Voto enviado con éxito!');
    expect(body).toEqual({ answer_uuid: 'answer-1', score: 7.5 });
    expect(screen.getByLabelText('Tu nota (de 0.00 a 10.00)')).toHaveValue(null);
  });

  test('400 with a server error shows it', async () => {
    answerRandom();
    answerVote(() =>
      HttpResponse.json(
        { error: 'INVALID_SCORE', message: errors.INVALID_SCORE.message },
        { status: 400 },
      ),
    );
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.INVALID_SCORE.message);
    expect(screen.getByText('hogar')).toBeInTheDocument();
  });

  test('400 without a server error shows the vote error text', async () => {
    answerRandom();
    answerVote(() => new HttpResponse(null, { status: 400 }));
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al enviar el voto\.$/);
  });

  test('another status shows the vote problem text and moves on to the next answer', async () => {
    answerRandom();
    answerVote(() =>
      HttpResponse.json(
        { error: 'ALREADY_VOTED', message: errors.ALREADY_VOTED.message },
        { status: 409 },
      ),
    );
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    expect(await screen.findByText('tejado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Hubo un problema al enviar el voto.');
  });

  test('an exception shows the vote problem text and keeps the answer', async () => {
    answerRandom();
    answerVote(() => HttpResponse.error());
    const { user, input, rate } = await openRate();

    await user.type(input, '7');
    await user.click(rate);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al enviar el voto.',
    );
    expect(screen.getByText('hogar')).toBeInTheDocument();
    expect(input).toHaveValue(7);
  });

  test('after the last answer, the success message and then nothing left', async () => {
    answerRandom([first]);
    answerVote(() => HttpResponse.json({ success: true, message: 'ok' }, { status: 201 }));
    const { user, input, rate } = await openRate();

    await user.type(input, '10');
    await user.click(rate);

    expect(
      await screen.findByText('No hay más respuestas por hoy, vuelve mañana.'),
    ).toBeInTheDocument();
    expect(screen.getByText('¡Voto enviado con éxito!')).toBeInTheDocument();
  });
});
