import type {
  PeriodRankingResponse,
  RankedAnswer,
  RankingPeriod,
} from '@words/contract/api/rankings';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

const latest: RankingPeriod = { start: '2026-11-16', end: '2026-11-23' };
/** The week running while the tests look (2026-11-25, during the week of 2026-11-23). */
const current = { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' };
const earlier: RankingPeriod = { start: '2026-11-09', end: '2026-11-16' };

function ranked(fields: Partial<RankedAnswer> & Pick<RankedAnswer, 'rank' | 'answer'>) {
  return {
    alias: 'Bruno',
    word: 'mar',
    date: '2026-11-16',
    score: 8,
    votes: 2,
    mine: false,
    rankScore: null,
    correctedScore: null,
    ...fields,
  } satisfies RankedAnswer;
}

/** How a week ranked before its figures were kept is told (decision 0041). */
const how = { priorMean: null, priorWeight: 5, minVotes: 3 };

const latestRanking: PeriodRankingResponse = {
  period: latest,
  how,
  best: [
    ranked({ rank: 1, answer: 'ola', alias: 'Bruno', score: 9.5, votes: 12 }),
    ranked({
      rank: 2,
      answer: 'luz',
      alias: 'Ana',
      word: 'sol',
      date: '2026-11-17',
      score: 9,
      votes: 1,
      mine: true,
    }),
    ranked({ rank: 3, answer: 'sal', alias: 'Carla', score: 7.3, votes: 3 }),
  ],
  words: [
    {
      date: '2026-11-16',
      word: 'mar',
      answers: [
        ranked({ rank: 1, answer: 'ola', alias: 'Bruno', score: 9.5, votes: 12 }),
        ranked({ rank: 2, answer: 'sal', alias: 'Carla', score: 7.3, votes: 3 }),
      ],
    },
    {
      date: '2026-11-17',
      word: 'sol',
      answers: [
        ranked({
          rank: 1,
          answer: 'luz',
          alias: 'Ana',
          word: 'sol',
          date: '2026-11-17',
          score: 9,
          votes: 1,
          mine: true,
        }),
      ],
    },
    { date: '2026-11-18', word: 'pan', answers: [] },
  ],
};

const earlierRanking: PeriodRankingResponse = {
  period: earlier,
  how,
  best: [ranked({ rank: 1, answer: 'nube', alias: 'Dani', word: 'cielo', date: '2026-11-10' })],
  words: [
    {
      date: '2026-11-10',
      word: 'cielo',
      answers: [ranked({ rank: 1, answer: 'nube', alias: 'Dani', word: 'cielo' })],
    },
  ],
};

const periodNotFound = () =>
  HttpResponse.json(
    { error: 'PERIOD_NOT_FOUND', message: errors.PERIOD_NOT_FOUND.message },
    { status: 404 },
  );

/** GET /api/rankings lists `periods`; GET /api/rankings/:start answers from `rankings`. */
function answerRankings(
  periods: RankingPeriod[] = [latest, earlier],
  rankings: PeriodRankingResponse[] = [latestRanking, earlierRanking],
) {
  server.use(
    http.get('/api/rankings', () => HttpResponse.json({ periods, current, minVotes: 3 })),
    http.get('/api/rankings/:start', ({ params }) => {
      const ranking = rankings.find((r) => r.period.start === params.start);
      return ranking === undefined ? periodNotFound() : HttpResponse.json(ranking);
    }),
  );
}

/** The cells of each row of the best answers' table, header row left out. */
function bestRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Mejores respuestas del periodo' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** Each word's card: its word, then one line per answer (its paragraphs joined by ' | '). */
function wordCards(): string[][] {
  const section = screen.getByRole('region', { name: 'Palabras del periodo' });
  return within(section)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => {
      const card = heading.closest('li')!;
      const answers = within(card).queryAllByRole('listitem');
      const lines =
        answers.length > 0
          ? answers.map((item) =>
              within(item)
                .getAllByRole('paragraph')
                .map((line) => line.textContent)
                .join(' | '),
            )
          : [within(card).getByRole('paragraph').textContent];
      return [heading.textContent, ...lines];
    });
}

async function periodTitle(name: string) {
  return screen.findByRole('heading', { level: 2, name });
}

describe('/rankings with closed periods', () => {
  test('the latest period: its best answers in order, and every word with its best answers', async () => {
    answerRankings();
    const seen = trackRequests();
    renderApp('/rankings');

    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await periodTitle('Semana del 16 al 22 de noviembre de 2026')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Mejores respuestas del periodo' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Mejores respuestas del periodo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Puesto', 'Respuesta', 'Palabra', 'Jugador', 'Nota', 'Votos']);
    expect(bestRows()).toEqual([
      ['1', 'ola', 'mar', 'Bruno', '9.50', '12'],
      ['2', 'luz', 'sol', 'Ana Tú, tu respuesta', '9.00', '1'],
      ['3', 'sal', 'mar', 'Carla', '7.30', '3'],
    ]);

    expect(wordCards()).toEqual([
      [
        'mar',
        'Puesto 1: ola | Bruno | Nota: 9.50 · 12 votos',
        'Puesto 2: sal | Carla | Nota: 7.30 · 3 votos',
      ],
      ['sol', 'Puesto 1: luz | Ana Tú, tu respuesta | Nota: 9.00 · 1 voto'],
      ['pan', 'Ninguna respuesta a esta palabra recibió votos.'],
    ]);
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
    expect(apiCalls(seen)).toEqual(['GET /api/rankings', 'GET /api/rankings/2026-11-16']);
    for (const request of seen.filter((r) => r.path.startsWith('/api/rankings'))) {
      expect(request.authorization).toBe('Bearer player-token');
    }
  });

  test("the player's own answer is highlighted with a 'Tú' badge, in the table and under its word", async () => {
    answerRankings();
    renderApp('/rankings');

    const table = await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });
    const [, ola, luz, sal] = within(table).getAllByRole('row');
    expect(luz).toHaveClass('ranking-table__row--mine');
    expect(within(luz!).getByText('Tú')).toBeInTheDocument();
    for (const other of [ola!, sal!]) {
      expect(other).not.toHaveClass('ranking-table__row--mine');
      expect(within(other).queryByText('Tú')).not.toBeInTheDocument();
    }

    const words = screen.getByRole('region', { name: 'Palabras del periodo' });
    const mine = within(words).getByText('luz').closest('li');
    expect(mine).toHaveClass('word-answer--mine');
    expect(within(mine!).getByText('Tú')).toBeInTheDocument();
    expect(within(words).getAllByText('Tú')).toHaveLength(1);
    expect(within(words).getByText('ola').closest('li')).not.toHaveClass('word-answer--mine');
  });

  test('moves to the earlier period and back, each with its own address', async () => {
    answerRankings();
    const seen = trackRequests();
    const { user } = renderApp('/rankings');
    await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });
    // The latest period has nothing after it.
    expect(screen.queryByRole('link', { name: /Periodo siguiente/ })).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('link', {
        name: 'Periodo anterior: Semana del 9 al 15 de noviembre de 2026',
      }),
    );

    const title = await periodTitle('Semana del 9 al 15 de noviembre de 2026');
    expect(window.location.pathname + window.location.search).toBe('/rankings?periodo=2026-11-09');
    expect(await screen.findByRole('cell', { name: 'nube' })).toBeInTheDocument();
    expect(bestRows()).toEqual([['1', 'nube', 'cielo', 'Dani', '8.00', '2']]);
    expect(wordCards()).toEqual([['cielo', 'Puesto 1: nube | Dani | Nota: 8.00 · 2 votos']]);
    expect(title).toHaveFocus();
    // The earliest period has nothing before it.
    expect(screen.queryByRole('link', { name: /Periodo anterior/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Periodo siguiente/ }));

    await periodTitle('Semana del 16 al 22 de noviembre de 2026');
    expect(window.location.search).toBe('?periodo=2026-11-16');
    expect(await screen.findByRole('cell', { name: 'ola' })).toBeInTheDocument();
    expect(bestRows().map((row) => row[1])).toEqual(['ola', 'luz', 'sal']);
    expect(apiCalls(seen)).toEqual([
      'GET /api/rankings',
      'GET /api/rankings/2026-11-16',
      'GET /api/rankings/2026-11-09',
      'GET /api/rankings/2026-11-16',
    ]);
  });

  test('an address naming a period opens that one directly', async () => {
    answerRankings();
    const seen = trackRequests();
    renderApp('/rankings?periodo=2026-11-09');

    expect(await screen.findByRole('cell', { name: 'nube' })).toBeInTheDocument();
    expect(await periodTitle('Semana del 9 al 15 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Periodo siguiente/ })).toHaveAttribute(
      'href',
      '/rankings?periodo=2026-11-16',
    );
    expect(apiCalls(seen).sort()).toEqual(['GET /api/rankings', 'GET /api/rankings/2026-11-09']);
  });

  test('a period of another length is labelled by its days', async () => {
    const fortnight = { start: '2026-03-01', end: '2026-03-15' };
    answerRankings([fortnight], [{ period: fortnight, how, best: [], words: [] }]);
    renderApp('/rankings');

    expect(await periodTitle('Del 1 al 14 de marzo de 2026')).toBeInTheDocument();
    expect(
      await screen.findByText('Ninguna respuesta recibió votos en este periodo.'),
    ).toBeInTheDocument();
  });
});

describe('/rankings before any period has closed', () => {
  test("'Próximamente' with a friendly line, and no ranking is asked for", async () => {
    answerRankings([], []);
    const seen = trackRequests();
    renderApp('/rankings');

    expect(await screen.findByRole('heading', { name: 'Próximamente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Rankings');
    expect(screen.getByText(/Todavía no ha terminado ningún periodo/)).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Periodos' })).not.toBeInTheDocument();
    expect(apiCalls(seen)).toEqual(['GET /api/rankings']);
  });
});

describe('/rankings errors', () => {
  test.each([
    [
      'a server error is shown as received',
      () =>
        HttpResponse.json(
          { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message },
          { status: 503 },
        ),
      errors.SERVICE_UNAVAILABLE.message,
    ],
    [
      'a failure without a server error shows the default text',
      () => new HttpResponse('oops', { status: 502 }),
      'Error al cargar los rankings.',
    ],
    [
      'an exception shows the problem text',
      () => HttpResponse.error(),
      'Hubo un problema al cargar los rankings.',
    ],
  ])('the list of periods fails: %s', async (_name, response, text) => {
    server.use(http.get('/api/rankings', response));
    renderApp('/rankings');

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
  });

  test("a period's ranking fails: the error shows under the period", async () => {
    answerRankings();
    server.use(
      http.get('/api/rankings/:start', () =>
        HttpResponse.json(
          { error: 'INTERNAL_ERROR', message: errors.INTERNAL_ERROR.message },
          { status: 500 },
        ),
      ),
    );
    renderApp('/rankings');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.INTERNAL_ERROR.message);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Semana del 16 al 22 de noviembre de 2026',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('a stale address (PERIOD_NOT_FOUND) says so and leads to the latest ranking', async () => {
    answerRankings();
    const seen = trackRequests();
    const { user } = renderApp('/rankings?periodo=2026-11-23');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ese periodo no existe o todavía no ha terminado.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: 'Ver el ranking más reciente' }));

    expect(await screen.findByRole('cell', { name: 'ola' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/rankings');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(apiCalls(seen).sort()).toEqual([
      'GET /api/rankings',
      'GET /api/rankings/2026-11-16',
      'GET /api/rankings/2026-11-23',
    ]);
  });
});
