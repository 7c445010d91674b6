import { errors, type ErrorCode } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

const today = '2026-03-10';

/**
 * The calls of /play itself: the player's figures, asked beside it for the comodín, and the crowd
 * by region, asked once played (todays-crowd.test.tsx), aside.
 */
const playCalls = (seen: Parameters<typeof apiCalls>[0]) =>
  apiCalls(seen).filter(
    (call) => call !== 'GET /api/user/stats' && !call.startsWith('GET /api/play/regions/'),
  );

beforeEach(() => {
  filedToday = null;
  // Only Date is faked: msw and user-event keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T20:58:57.250Z`));
});

/** What the mocked server has filed today: set by answerWordOfTheDay, and by each 201. */
let filedToday: string | null = null;

/** The crowd the server reports to a player who answered `answer`. */
const crowdOf = (answer: string) => ({
  players: 3,
  sameAnswer: 2,
  topAnswers: [
    { answer, count: 2 },
    { answer: 'tejado', count: 1 },
  ],
});

/**
 * GET /api/play/word-of-the-day, unplayed, or played with the answer as it was filed and the
 * crowd; an answer filed later by POST /api/play/submit shows in the next one.
 */
function answerWordOfTheDay(filed: string | null = null, message = '') {
  filedToday = filed;
  server.use(
    http.get('/api/play/word-of-the-day', () =>
      HttpResponse.json({
        date: today,
        word: 'casa',
        played: filedToday !== null,
        answer: filedToday,
        message,
        ...(filedToday === null ? {} : { crowd: crowdOf(filedToday) }),
      }),
    ),
  );
}

/** POST /api/play/submit files every answer as `filed`, the way the server answers a 201. */
function fileAnswers(filed: string) {
  server.use(
    http.post('/api/play/submit', () => {
      filedToday = filed;
      return HttpResponse.json(
        {
          success: true,
          word: 'casa',
          answer: filed,
          message: messages.answerFiled,
          crowd: crowdOf(filed),
        },
        { status: 201 },
      );
    }),
  );
}

/** POST /api/play/submit refuses every answer with `code`, as the server does. */
function refuseAnswers(code: ErrorCode) {
  const { message, status } = errors[code];
  server.use(
    http.post('/api/play/submit', () => HttpResponse.json({ error: code, message }, { status })),
  );
}

function cachedWord(played: boolean, date = today, answer?: string) {
  localStorage.setItem('wordData', JSON.stringify({ word: 'casa', played, date, answer }));
}

function storedWordData(): unknown {
  return JSON.parse(localStorage.getItem('wordData') ?? 'null');
}

async function openForm() {
  const rendered = renderApp('/play');
  const input = await screen.findByLabelText('¿Qué te sugiere?');
  return { ...rendered, input, send: screen.getByRole('button', { name: 'Enviar' }) };
}

describe('the word of the day', () => {
  test('is fetched, shown with the answer form, and cached for today (UTC)', async () => {
    answerWordOfTheDay();
    await openForm();

    expect(screen.getByText('La palabra con la que juegas hoy es:')).toBeInTheDocument();
    expect(screen.getByText('casa')).toBeInTheDocument();
    expect(storedWordData()).toEqual({ word: 'casa', played: false, date: today, answer: null });
  });

  // Issue 29, point 2: the answer box was 10 Tabs from the top and not focused.
  test('unplayed: the answer box has the focus as the page opens, so the player just types', async () => {
    answerWordOfTheDay();
    const { input } = await openForm();

    expect(input).toHaveFocus();
  });

  test('shows the countdown to the next UTC midnight', async () => {
    answerWordOfTheDay();
    await openForm();

    expect(screen.getByRole('timer')).toHaveTextContent(
      'Tiempo restante para la siguiente palabra: 3h 1m 2s',
    );
  });

  test('already played, per the server: the message, the answer as filed and a link to /rate instead of the form', async () => {
    answerWordOfTheDay('océano', 'Ya has jugado hoy.');
    renderApp('/play');

    expect(await screen.findByRole('status')).toHaveTextContent('Ya has jugado hoy.');
    expect(screen.getByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: océano');
    expect(screen.queryByLabelText('¿Qué te sugiere?')).not.toBeInTheDocument();
    const rate = screen.getByRole('link', { name: /puntúa las respuestas/ });
    expect(rate).toHaveAttribute('href', '/rate');
    // Coming back to a played day is no reason to move the focus.
    expect(rate).not.toHaveFocus();
    expect(storedWordData()).toEqual({ word: 'casa', played: true, date: today, answer: 'océano' });
  });

  test('played today per the cache: the played state and the answer at once, the crowd from the server', async () => {
    cachedWord(true, today, 'océano');
    answerWordOfTheDay('océano');
    const seen = trackRequests();
    renderApp('/play');

    expect(screen.getByText('casa')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(errors.ALREADY_PLAYED.message);
    expect(screen.getByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: océano');
    expect(screen.getByRole('link', { name: /puntúa las respuestas/ })).toHaveAttribute(
      'href',
      '/rate',
    );
    expect(await screen.findByText(/Hoy han jugado 3 personas/)).toBeInTheDocument();
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
  });

  test('played today per a cache without the answer: the played state at once, the answer from the server', async () => {
    cachedWord(true);
    answerWordOfTheDay('océano', errors.ALREADY_PLAYED.message);
    const seen = trackRequests();
    renderApp('/play');

    expect(screen.getByRole('status')).toHaveTextContent(errors.ALREADY_PLAYED.message);
    expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: océano');
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
    expect(storedWordData()).toEqual({ word: 'casa', played: true, date: today, answer: 'océano' });
  });

  test('unplayed today per the cache: the form, without a request', async () => {
    cachedWord(false);
    const seen = trackRequests();
    renderApp('/play');

    expect(screen.getByLabelText('¿Qué te sugiere?')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(playCalls(seen)).toEqual([]);
  });

  test('a cache from an earlier UTC day is fetched again', async () => {
    vi.setSystemTime(new Date(`${today}T00:00:05Z`));
    cachedWord(true, '2026-03-09');
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({
          date: today,
          word: 'puerta',
          played: false,
          answer: null,
          message: '',
        }),
      ),
    );
    const seen = trackRequests();
    renderApp('/play');

    expect(await screen.findByText('puerta')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué te sugiere?')).toBeInTheDocument();
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
    expect(storedWordData()).toEqual({ word: 'puerta', played: false, date: today, answer: null });
  });

  test('at midnight UTC the page fetches the new word', async () => {
    vi.setSystemTime(new Date(`${today}T23:59:59.500Z`));
    answerWordOfTheDay();
    await openForm();

    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({
          date: '2026-03-11',
          word: 'puerta',
          played: false,
          answer: null,
          message: '',
        }),
      ),
    );
    vi.setSystemTime(new Date('2026-03-11T00:00:00.200Z'));

    expect(await screen.findByText('puerta', {}, { timeout: 2500 })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Tiempo restante para la siguiente palabra: 23h 59m 59s',
    );
    expect(storedWordData()).toEqual({
      word: 'puerta',
      played: false,
      date: '2026-03-11',
      answer: null,
    });
  });

  test('a failure to load it shows the server message when there is one', async () => {
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json(
          { error: 'NOT_REGISTERED', message: errors.NOT_REGISTERED.message },
          { status: 403 },
        ),
      ),
    );
    renderApp('/play');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_REGISTERED.message);
  });

  test('an exception while loading it shows the load failure text', async () => {
    server.use(http.get('/api/play/word-of-the-day', () => HttpResponse.error()));
    renderApp('/play');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al cargar la palabra del día.',
    );
    expect(localStorage.getItem('wordData')).toBeNull();
  });
});

describe('sending an answer', () => {
  test('201: the success message and the answer as filed replace the form; the cache says played', async () => {
    answerWordOfTheDay();
    let body: unknown;
    server.use(
      http.post('/api/play/submit', async ({ request }) => {
        body = await request.json();
        filedToday = 'océano';
        return HttpResponse.json(
          {
            success: true,
            word: 'casa',
            answer: 'océano',
            message: '¡Respuesta guardada!',
            crowd: crowdOf('océano'),
          },
          { status: 201 },
        );
      }),
    );
    const { user, input, send } = await openForm();

    await user.type(input, '  OCEANO ');
    await user.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent('¡Respuesta guardada!');
    expect(body).toEqual({ word: 'casa', answer: 'OCEANO', date: `${today}T20:58:57.250Z` });
    // What the server filed, not what was typed.
    expect(screen.getByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: océano');
    expect(screen.queryByLabelText('¿Qué te sugiere?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /puntúa las respuestas/ })).toHaveAttribute(
      'href',
      '/rate',
    );
    expect(storedWordData()).toEqual({ word: 'casa', played: true, date: today, answer: 'océano' });
  });

  test('once filed, the focus is on the next thing to do: the link to /rate', async () => {
    answerWordOfTheDay();
    fileAnswers('hogar');
    const { user, input } = await openForm();

    await user.type(input, 'hogar{Enter}');

    const rate = await screen.findByRole('link', { name: /puntúa las respuestas/ });
    // The focus moves once the played state is on screen (an effect after it renders).
    await waitFor(() => expect(rate).toHaveFocus());
  });

  test('while the answer is on its way the button says so, and a second press sends nothing', async () => {
    answerWordOfTheDay();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/play/submit', async () => {
        await held;
        filedToday = 'hogar';
        return HttpResponse.json(
          {
            success: true,
            word: 'casa',
            answer: 'hogar',
            message: messages.answerFiled,
            crowd: crowdOf('hogar'),
          },
          { status: 201 },
        );
      }),
    );
    const seen = trackRequests();
    const { user, input, send } = await openForm();

    await user.type(input, 'hogar');
    await user.click(send);

    expect(send).toHaveAccessibleName('Enviando...');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveFocus();
    await user.click(send);
    await user.type(input, '{Enter}');
    release();

    expect(await screen.findByRole('status')).toHaveTextContent(messages.answerFiled);
    // One answer sent, and the crowd came with it: nothing more is asked.
    expect(screen.getByText(/Hoy han jugado/)).toBeInTheDocument();
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day', 'POST /api/play/submit']);
  });

  test('an answer of 25 characters shows the limit, sends nothing and stays to be corrected', async () => {
    answerWordOfTheDay();
    const seen = trackRequests();
    const { user, input, send } = await openForm();

    await user.type(input, 'a'.repeat(25));
    await user.click(send);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'La respuesta no puede tener más de 24 caracteres.',
    );
    expect(input).toHaveValue('a'.repeat(25));
    expect(input).toHaveFocus();
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
  });

  test('an answer of 24 characters is sent', async () => {
    answerWordOfTheDay();
    const seen = trackRequests();
    refuseAnswers('NOT_IN_DICTIONARY');
    const { user, input, send } = await openForm();

    await user.type(input, 'a'.repeat(24));
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_IN_DICTIONARY.message);
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day', 'POST /api/play/submit']);
  });

  test.each([
    [
      '13 letters outside the BMP are 13 characters: not Spanish letters, not too long',
      '𝒜'.repeat(13),
      errors.INVALID_ANSWER.message,
    ],
    [
      'the word of the day itself, whatever its case and accents',
      'CÁSA',
      errors.ANSWER_IS_THE_WORD.message,
    ],
  ])('the rules refuse it on the page, and nothing is sent: %s', async (_name, typed, text) => {
    answerWordOfTheDay();
    const seen = trackRequests();
    const { user, input, send } = await openForm();

    await user.type(input, typed);
    await user.click(send);

    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(input).toHaveValue(typed);
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
  });

  test('an empty answer is refused on the page', async () => {
    answerWordOfTheDay();
    const seen = trackRequests();
    const { user, input, send } = await openForm();

    await user.type(input, '   ');
    await user.click(send);

    expect(screen.getByRole('alert')).toHaveTextContent(errors.EMPTY_ANSWER.message);
    expect(input).toHaveFocus();
    expect(playCalls(seen)).toEqual(['GET /api/play/word-of-the-day']);
  });

  test('a refusal with a server error shows it; the answer stays, with the focus, to be corrected', async () => {
    answerWordOfTheDay();
    refuseAnswers('NOT_IN_DICTIONARY');
    const { user, input, send } = await openForm();

    await user.type(input, 'hogarr');
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.NOT_IN_DICTIONARY.message);
    expect(input).toHaveValue('hogarr');
    expect(input).toHaveFocus();
    expect(send).toHaveAccessibleName('Enviar');
    expect(storedWordData()).toEqual({ word: 'casa', played: false, date: today, answer: null });

    fileAnswers('hogar');
    await user.type(input, '{Backspace}{Enter}');

    expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: hogar');
  });

  test('a refusal without a server error shows the submit failure text; the answer stays', async () => {
    answerWordOfTheDay();
    server.use(
      http.post('/api/play/submit', () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    const { user, input, send } = await openForm();

    await user.type(input, 'hogar');
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Hubo un problema al enviar la respuesta\.$/,
    );
    expect(input).toHaveValue('hogar');
    expect(input).toHaveFocus();
  });

  test('an exception (the server cannot be reached) shows the try-again text; the answer stays', async () => {
    answerWordOfTheDay();
    server.use(http.post('/api/play/submit', () => HttpResponse.error()));
    const { user, input, send } = await openForm();

    await user.type(input, 'hogar');
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al enviar la respuesta. Por favor, inténtalo de nuevo.',
    );
    expect(input).toHaveValue('hogar');
    expect(input).toHaveFocus();
  });

  test('ALREADY_PLAYED (another tab): the played state with the server message, then the answer filed there', async () => {
    answerWordOfTheDay();
    refuseAnswers('ALREADY_PLAYED');
    const { user, input, send } = await openForm();

    answerWordOfTheDay('faro', errors.ALREADY_PLAYED.message);
    await user.type(input, 'hogar');
    await user.click(send);

    expect(await screen.findByRole('status')).toHaveTextContent(errors.ALREADY_PLAYED.message);
    expect(screen.queryByLabelText('¿Qué te sugiere?')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /puntúa las respuestas/ })).toHaveFocus();
    expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: faro');
    expect(storedWordData()).toEqual({ word: 'casa', played: true, date: today, answer: 'faro' });
  });

  test('WORD_EXPIRED on a word from the cache: the message stays after the cache is dropped', async () => {
    // The countdown's interval is faked too, so that its next second is moved on, not waited for.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(`${today}T20:58:57.250Z`));
    cachedWord(false);
    refuseAnswers('WORD_EXPIRED');
    const { user, input } = await openForm();

    await user.type(input, 'hogar{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.WORD_EXPIRED.message);
    // The countdown renders the page again every second.
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Tiempo restante para la siguiente palabra: 3h 1m 1s',
    );

    expect(screen.getByRole('alert')).toHaveTextContent(errors.WORD_EXPIRED.message);
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(localStorage.getItem('wordData')).toBeNull();
  });

  /** The server has moved on to `word`: GET /api/play/word-of-the-day gives it, unplayed. */
  function serveNewWord(word: string) {
    server.use(
      http.get('/api/play/word-of-the-day', () =>
        HttpResponse.json({ date: today, word, played: false, answer: null, message: '' }),
      ),
    );
  }

  /** 'hogar' typed and sent for a word the server has moved on from: WORD_EXPIRED. */
  async function sendForAnExpiredWord() {
    refuseAnswers('WORD_EXPIRED');
    const { user, input, send } = await openForm();
    await user.type(input, 'hogar');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.WORD_EXPIRED.message);
    return user;
  }

  test.each([
    ['fetched from the server', () => answerWordOfTheDay()],
    ['from the cache', () => cachedWord(false)],
  ])(
    "WORD_EXPIRED on a word %s: 'Recargar' brings the new word, the typed answer kept",
    async (_, firstWord) => {
      firstWord();
      const user = await sendForAnExpiredWord();

      serveNewWord('mar');
      await user.click(screen.getByRole('button', { name: 'Recargar' }));

      expect(await screen.findByText('mar')).toBeInTheDocument();
      expect(screen.queryByText('casa')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
      const box = screen.getByLabelText('¿Qué te sugiere?');
      expect(box).toHaveValue('hogar');
      expect(box).toHaveFocus();
      expect(storedWordData()).toEqual({ word: 'mar', played: false, date: today, answer: null });

      // The answer typed goes in for the new word.
      let body: unknown;
      server.use(
        http.post('/api/play/submit', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(
            { success: true, word: 'mar', answer: 'hogar', message: messages.answerFiled },
            { status: 201 },
          );
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: hogar');
      expect(body).toMatchObject({ word: 'mar', answer: 'hogar' });
    },
  );

  test("WORD_EXPIRED: a 'Recargar' that cannot reach the server says so and can be pressed again", async () => {
    answerWordOfTheDay();
    const user = await sendForAnExpiredWord();

    server.use(http.get('/api/play/word-of-the-day', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hubo un problema al cargar la palabra del día.',
    );
    expect(screen.getByLabelText('¿Qué te sugiere?')).toHaveValue('hogar');

    serveNewWord('mar');
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(await screen.findByText('mar')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Qué te sugiere?')).toHaveValue('hogar');
  });

  test('WORD_EXPIRED: the server message, and the stale cache is dropped', async () => {
    answerWordOfTheDay();
    refuseAnswers('WORD_EXPIRED');
    const { user, input, send } = await openForm();

    await user.type(input, 'hogar');
    await user.click(send);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.WORD_EXPIRED.message);
    expect(localStorage.getItem('wordData')).toBeNull();
  });
});

describe('spelling help', () => {
  /** POST /api/play/submit asks about «sueno» and files what the player then sends. */
  function askAboutSueno() {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/play/submit', async ({ request }) => {
        const body = (await request.json()) as { answer: string; spelling?: string };
        bodies.push(body);
        if (body.answer === 'sueno' && body.spelling === undefined) {
          return HttpResponse.json({ typed: 'sueno', meant: 'sueño' });
        }
        filedToday = body.answer;
        return HttpResponse.json(
          {
            success: true,
            word: 'casa',
            answer: body.answer,
            message: messages.answerFiled,
            crowd: crowdOf(body.answer),
          },
          { status: 201 },
        );
      }),
    );
    return bodies;
  }

  test('«sueno» asks first, with the focus on the question, and files nothing yet', async () => {
    answerWordOfTheDay();
    const bodies = askAboutSueno();
    const { user, input } = await openForm();

    await user.type(input, 'sueno{Enter}');

    const question = await screen.findByRole('dialog', { name: '¿Querías decir «sueño»?' });
    const yes = screen.getByRole('button', { name: 'Sí, «sueño»' });
    expect(yes).toHaveFocus();
    expect(question).toContainElement(screen.getByRole('button', { name: 'No, «sueno»' }));
    expect(bodies).toHaveLength(1);
    expect(storedWordData()).toMatchObject({ played: false });
  });

  test('Enter on «Sí» files «sueño»', async () => {
    answerWordOfTheDay();
    const bodies = askAboutSueno();
    const { user, input } = await openForm();

    await user.type(input, 'sueno{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: sueño');
    expect(bodies[1]).toEqual({ word: 'casa', answer: 'sueño', date: `${today}T20:58:57.250Z` });
  });

  test('«No» files «sueno» as typed', async () => {
    answerWordOfTheDay();
    const bodies = askAboutSueno();
    const { user, input } = await openForm();

    await user.type(input, 'sueno{Enter}');
    await screen.findByRole('dialog');
    await user.tab();
    expect(screen.getByRole('button', { name: 'No, «sueno»' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: sueno');
    expect(bodies[1]).toEqual({
      word: 'casa',
      answer: 'sueno',
      date: `${today}T20:58:57.250Z`,
      spelling: 'as_typed',
    });
  });

  test('Escape goes back to the box, the word still in it, and files nothing', async () => {
    answerWordOfTheDay();
    const bodies = askAboutSueno();
    const { user, input } = await openForm();

    await user.type(input, 'sueno{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('sueno');
    expect(bodies).toHaveLength(1);
  });
});
