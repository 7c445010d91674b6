import type {
  PeriodRankingResponse,
  RankedAnswer,
  RankingPeriod,
} from '@words/contract/api/rankings';
import { errors } from '@words/contract/errors';
import { screen, waitFor, within } from '@testing-library/react';
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
    rankScore: 7,
    correctedScore: 7.5,
    ...fields,
  } satisfies RankedAnswer;
}

/**
 * The plain means run against the order: lenient judges gave 'sal' and 'luz' their high means,
 * and 'ola' has many votes, so the 'Puntuación' (corrected, with 5 votes at the week's 6.50)
 * puts 'ola' first.
 */
const ola = ranked({
  rank: 1,
  answer: 'ola',
  alias: 'Bruno',
  score: 7.3,
  votes: 12,
  correctedScore: 7.45,
  rankScore: 7.17,
});
const luz = ranked({
  rank: 2,
  answer: 'luz',
  alias: 'Ana',
  word: 'sol',
  date: '2026-11-17',
  score: 9,
  votes: 3,
  mine: true,
  correctedScore: 7.6,
  rankScore: 6.91,
});
const sal = ranked({
  rank: 3,
  answer: 'sal',
  alias: 'Carla',
  score: 9.5,
  votes: 4,
  correctedScore: 6.9,
  rankScore: 6.68,
});

const latestRanking: PeriodRankingResponse = {
  period: latest,
  how: { priorMean: 6.5, priorWeight: 5, minVotes: 3 },
  best: [ola, luz, sal],
  words: [
    { date: '2026-11-16', word: 'mar', answers: [ola, { ...sal, rank: 2 }] },
    { date: '2026-11-17', word: 'sol', answers: [{ ...luz, rank: 1 }] },
    { date: '2026-11-18', word: 'pan', answers: [] },
  ],
};

/** A period ranked before the 'Puntuación' was kept, nothing of the player's in it. */
const nube = ranked({
  rank: 1,
  answer: 'nube',
  alias: 'Dani',
  word: 'cielo',
  date: '2026-11-10',
  votes: 1,
  rankScore: null,
  correctedScore: null,
});
const earlierRanking: PeriodRankingResponse = {
  period: earlier,
  how: { priorMean: null, priorWeight: null, minVotes: null },
  best: [nube],
  words: [{ date: '2026-11-10', word: 'cielo', answers: [nube] }],
};

const why = '¿Por qué este orden?';

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
    ).toEqual(['Puesto', 'Respuesta', 'Palabra', 'Jugador', 'Puntuación', 'Media', 'Votos']);
    expect(bestRows()).toEqual([
      ['1', 'ola', 'mar', 'Bruno', `7.17${why}`, '7.30', '12'],
      ['2', 'luz', 'sol', 'Ana Tú, tu respuesta', `6.91${why}`, '9.00', '3'],
      ['3', 'sal', 'mar', 'Carla', `6.68${why}`, '9.50', '4'],
    ]);

    expect(wordCards()).toEqual([
      [
        'mar',
        'Puesto 1: ola | Bruno | Puntuación: 7.17 | Media: 7.30 · 12 votos',
        'Puesto 2: sal | Carla | Puntuación: 6.68 | Media: 9.50 · 4 votos',
      ],
      ['sol', 'Puesto 1: luz | Ana Tú, tu respuesta | Puntuación: 6.91 | Media: 9.00 · 3 votos'],
      ['pan', 'Ninguna respuesta a esta palabra recibió votos.'],
    ]);
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
    // The ranking, then its map of the week (decision 0076), which asks once the ranking shows.
    await waitFor(() =>
      expect(apiCalls(seen)).toEqual([
        'GET /api/rankings',
        'GET /api/rankings/2026-11-16',
        'GET /api/rankings/2026-11-16/regions',
      ]),
    );
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
    expect(bestRows()).toEqual([['1', 'nube', 'cielo', 'Dani', `—no guardada${why}`, '8.00', '1']]);
    expect(wordCards()).toEqual([
      ['cielo', 'Puesto 1: nube | Dani | Puntuación: —no guardada | Media: 8.00 · 1 voto'],
    ]);
    expect(title).toHaveFocus();
    // The earliest period has nothing before it.
    expect(screen.queryByRole('link', { name: /Periodo anterior/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Periodo siguiente/ }));

    await periodTitle('Semana del 16 al 22 de noviembre de 2026');
    expect(window.location.search).toBe('?periodo=2026-11-16');
    expect(await screen.findByRole('cell', { name: 'ola' })).toBeInTheDocument();
    expect(bestRows().map((row) => row[1])).toEqual(['ola', 'luz', 'sal']);
    await waitFor(() =>
      expect(apiCalls(seen)).toEqual([
        'GET /api/rankings',
        'GET /api/rankings/2026-11-16',
        'GET /api/rankings/2026-11-16/regions',
        'GET /api/rankings/2026-11-09',
        'GET /api/rankings/2026-11-09/regions',
        'GET /api/rankings/2026-11-16',
        'GET /api/rankings/2026-11-16/regions',
      ]),
    );
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
    await waitFor(() =>
      expect(apiCalls(seen).sort()).toEqual([
        'GET /api/rankings',
        'GET /api/rankings/2026-11-09',
        'GET /api/rankings/2026-11-09/regions',
      ]),
    );
  });

  test('a period of another length is labelled by its days', async () => {
    const fortnight = { start: '2026-03-01', end: '2026-03-15' };
    answerRankings(
      [fortnight],
      [{ period: fortnight, how: latestRanking.how, best: [], words: [] }],
    );
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
    expect(
      screen.getByRole('heading', { level: 2, name: 'Semana del 16 al 22 de noviembre de 2026' }),
    ).toBeInTheDocument();
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
    // The map of the week asks for its lists once the ranking has shown: after the table, not with it.
    await waitFor(() =>
      expect(apiCalls(seen).sort()).toEqual([
        'GET /api/rankings',
        'GET /api/rankings/2026-11-16',
        'GET /api/rankings/2026-11-16/regions',
        'GET /api/rankings/2026-11-23',
      ]),
    );
  });
});

/** The figure of each row of the best answers' table under `header`, as shown. */
function shownColumn(header: string): number[] {
  const table = screen.getByRole('table', { name: 'Mejores respuestas del periodo' });
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((th) => th.textContent === header);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => parseFloat(within(row).getAllByRole('cell')[index]!.textContent));
}

describe('/rankings explains its order', () => {
  test("each answer shows the 'Puntuación' its place comes from: a higher place never a lower one, whatever the plain means", async () => {
    answerRankings();
    renderApp('/rankings');
    await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });

    const rankScores = shownColumn('Puntuación');
    expect(rankScores).toEqual([7.17, 6.91, 6.68]);
    expect(rankScores).toEqual([...rankScores].sort((a, b) => b - a));
    // The plain means run the other way: they alone could not explain the order.
    expect(shownColumn('Media')).toEqual([7.3, 9, 9.5]);
    expect(shownColumn('Votos')).toEqual([12, 3, 4]);
  });

  test("'¿Por qué este orden?' opens under its answer with that answer's own figures, and closes", async () => {
    answerRankings();
    const { user } = renderApp('/rankings');
    const table = await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });
    const row = within(table).getByRole('cell', { name: 'luz' }).closest('tr')!;
    const toggle = within(row).getByRole('button', { name: '¿Por qué este orden?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleDescription('luz');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Tiene 3 votos contados, con una media de 9.00.',
      'Una vez corregida la nota de cada juez (se baja la de los más generosos y se sube la de los más exigentes) y con menos peso para quien juzgó pocas respuestas del periodo o vota siempre igual que otros, su media queda en 7.60.',
      'Para que pocos votos no basten, cuenta como si tuviera además 5 votos con la media de la semana, 6.50.',
      'Así, su Puntuación es 6.91.',
      'Solo entran en el ranking las respuestas con al menos 3 votos.',
    ]);
    // Right under its own answer's row, and only that one is open.
    expect(row.nextElementSibling).toContainElement(panel);
    expect(screen.getAllByText(/^Así, su Puntuación es/)).toHaveLength(1);

    // From the keyboard too.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test("each word's answers have their own '¿Por qué este orden?'", async () => {
    answerRankings();
    const { user } = renderApp('/rankings');
    const words = await screen.findByRole('region', { name: 'Palabras del periodo' });
    const item = within(words).getByText('sal').closest('li')!;

    await user.click(within(item).getByRole('button', { name: '¿Por qué este orden?' }));

    expect(within(item).getByText('Tiene 4 votos contados, con una media de 9.50.')).toBeVisible();
    expect(within(item).getByText('Así, su Puntuación es 6.68.')).toBeVisible();
  });

  test("a period ranked before the 'Puntuación' was kept says so, in words and figures it has", async () => {
    answerRankings();
    const { user } = renderApp('/rankings?periodo=2026-11-09');
    const cell = await screen.findByRole('cell', { name: /^no guardada/ });
    expect(within(cell).getByText('—')).toHaveAttribute('aria-hidden', 'true');

    const table = screen.getByRole('table', { name: 'Mejores respuestas del periodo' });
    await user.click(within(table).getByRole('button', { name: '¿Por qué este orden?' }));

    expect(screen.getByText('Tiene 1 voto contado, de 8.00.')).toBeVisible();
    expect(
      screen.getByText(
        'Este ranking se hizo antes de que se guardaran la Puntuación y la media corregida, así que no podemos mostrarlas: su puesto sale de su media con la corrección de cada juez, ponderada por el número de votos.',
      ),
    ).toBeVisible();
    // The settings it was ranked with were not kept either: none is told as if it were.
    expect(screen.queryByText(/^Solo entran en el ranking/)).toBeNull();
    expect(screen.queryByText(/^Para que pocos votos no basten/)).toBeNull();
  });

  test("'Tu puesto' takes the focus to the player's first own answer", async () => {
    answerRankings();
    const { user } = renderApp('/rankings');
    const table = await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });

    await user.click(screen.getByRole('button', { name: 'Tu puesto' }));

    const row = within(table).getByRole('cell', { name: 'luz' }).closest('tr');
    expect(row).toHaveFocus();
    expect(row).toHaveClass('ranking-table__row--mine');
  });

  test("'Tu puesto' finds an own answer that is only under its word", async () => {
    const onlyUnderItsWord: PeriodRankingResponse = {
      ...latestRanking,
      best: latestRanking.best.map((answer) => ({ ...answer, mine: false })),
    };
    answerRankings([latest, earlier], [onlyUnderItsWord, earlierRanking]);
    const { user } = renderApp('/rankings');
    await screen.findByRole('table', { name: 'Mejores respuestas del periodo' });

    await user.click(screen.getByRole('button', { name: 'Tu puesto' }));

    const words = screen.getByRole('region', { name: 'Palabras del periodo' });
    expect(within(words).getByText('luz').closest('li')).toHaveFocus();
  });

  // Issue 47, point 11: 'Tu puesto' showed only within the best answers.
  test("'Tu puesto' however low: the place in the period among all ranked answers", async () => {
    const below: PeriodRankingResponse = {
      ...latestRanking,
      best: latestRanking.best.map((answer) => ({ ...answer, mine: false })),
      words: [],
      yourPlace: { place: 37, of: 120, answer: 'barco', word: 'mar' },
    };
    answerRankings([latest, earlier], [below, earlierRanking]);
    renderApp('/rankings');

    expect(
      await screen.findByText('Tu puesto: 37.º de 120 respuestas, con «barco» a «mar».'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tu puesto' })).not.toBeInTheDocument();
  });

  test("no 'Tu puesto' where the player has no answer", async () => {
    answerRankings();
    renderApp('/rankings?periodo=2026-11-09');
    await screen.findByRole('cell', { name: 'nube' });

    expect(screen.queryByRole('button', { name: 'Tu puesto' })).not.toBeInTheDocument();
  });
});
