import type { PlayedWord } from '@words/contract/api/user';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** A played word: closed, unrated and unplaced unless told otherwise. */
function played(fields: Partial<PlayedWord> & Pick<PlayedWord, 'date' | 'word' | 'answer'>) {
  return {
    score: null,
    votes: 0,
    status: 'closed',
    rank: null,
    wordRank: null,
    rankScore: null,
    ...fields,
  } satisfies PlayedWord;
}

function answerProfile(playedWords: PlayedWord[]) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords })));
}

describe('/profile', () => {
  test('one card per played word: word, answer and the score with 2 decimals', async () => {
    answerProfile([
      played({
        date: '2026-03-10',
        word: 'casa',
        answer: 'hogar',
        score: 7.5,
        votes: 4,
        status: 'open',
      }),
      played({ date: '2026-03-02', word: 'mar', answer: 'ola', score: 9, votes: 12 }),
      played({ date: '2026-03-01', word: 'sol', answer: 'luz' }),
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
      ['Palabra: casa', 'Respuesta: hogar', 'Nota: 7.50 · 4 votos'],
      ['Palabra: mar', 'Respuesta: ola', 'Nota: 9.00 · 12 votos'],
      ['Palabra: sol', 'Respuesta: luz', 'Nota: Sin votos'],
    ]);
  });

  test('the cards by week, Monday to Sunday: the newest shows, the earlier ones behind «Ver semanas anteriores»', async () => {
    answerProfile([
      played({ date: '2026-03-10', word: 'casa', answer: 'hogar', status: 'open' }),
      played({ date: '2026-03-09', word: 'pan', answer: 'miga', status: 'open' }),
      played({ date: '2026-03-02', word: 'mar', answer: 'ola' }),
      played({ date: '2026-03-01', word: 'sol', answer: 'luz' }),
    ]);
    const { user } = renderApp('/profile');

    const newest = await screen.findByRole('region', {
      name: 'Semana del 9 al 15 de marzo de 2026',
    });
    expect(within(newest).getAllByRole('listitem')).toHaveLength(2);
    const earlier = screen.getByText('Ver semanas anteriores').closest('details')!;
    expect(earlier.open).toBe(false);
    expect(
      within(earlier)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'Semana del 2 al 8 de marzo de 2026',
      'Semana del 23 de febrero al 1 de marzo de 2026',
    ]);
    await user.click(screen.getByText('Ver semanas anteriores'));
    expect(earlier.open).toBe(true);
  });

  test('one week of play has no «Ver semanas anteriores»', async () => {
    answerProfile([played({ date: '2026-03-10', word: 'casa', answer: 'hogar' })]);
    renderApp('/profile');

    expect(await screen.findByText('Palabra: casa')).toBeInTheDocument();
    expect(screen.queryByText('Ver semanas anteriores')).not.toBeInTheDocument();
  });

  test('a card whose period is still open looks different and says so', async () => {
    answerProfile([
      played({ date: '2026-03-10', word: 'casa', answer: 'hogar', status: 'open' }),
      played({ date: '2026-03-02', word: 'mar', answer: 'ola', score: 9, votes: 12 }),
    ]);
    renderApp('/profile');

    const [open, closed] = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(open).toHaveClass('played-card--open');
    expect(within(open!).getByText('En votación')).toBeInTheDocument();
    expect(closed).not.toHaveClass('played-card--open');
    expect(within(closed!).queryByText('En votación')).not.toBeInTheDocument();
  });

  test('a closed answer that placed shows its final score and its places', async () => {
    answerProfile([
      played({
        date: '2026-03-09',
        word: 'mar',
        answer: 'ola',
        score: 9.5,
        votes: 8,
        rank: 3,
        wordRank: 1,
      }),
      played({ date: '2026-03-08', word: 'sol', answer: 'luz', score: 6, votes: 3, wordRank: 2 }),
      played({ date: '2026-03-07', word: 'pan', answer: 'miga', score: 8.25, votes: 5, rank: 12 }),
      played({ date: '2026-03-06', word: 'río', answer: 'agua', score: 2, votes: 4 }),
    ]);
    renderApp('/profile');

    const cards = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(
      cards.map((card) =>
        within(card)
          .getAllByRole('paragraph')
          .map((p) => p.textContent),
      ),
    ).toEqual([
      [
        'Palabra: mar',
        'Respuesta: ola',
        'Nota: 9.50 · 8 votos',
        'Puesto 3 del periodo',
        'Puesto 1 en «mar»',
      ],
      ['Palabra: sol', 'Respuesta: luz', 'Nota: 6.00 · 3 votos', 'Puesto 2 en «sol»'],
      ['Palabra: pan', 'Respuesta: miga', 'Nota: 8.25 · 5 votos', 'Puesto 12 del periodo'],
      ['Palabra: río', 'Respuesta: agua', 'Nota: 2.00 · 4 votos'],
    ]);
    for (const card of cards) expect(card).not.toHaveClass('played-card--open');
  });

  // Issue 29, point 7: the share text of a closed answer said nothing of its place or score.
  // Issue 47, point 10: it gave the plain mean, not the Puntuación, and never the word's place.
  test('a closed answer that placed shares its places and their Puntuación; an open one neither', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    answerProfile([
      played({
        date: '2026-03-10',
        word: 'casa',
        answer: 'hogar',
        score: 7.5,
        votes: 4,
        status: 'open',
      }),
      played({
        date: '2026-03-02',
        word: 'lámpara',
        answer: 'bombilla',
        score: 8.1,
        votes: 9,
        rank: 3,
        wordRank: 1,
        rankScore: 7.95,
      }),
      played({
        date: '2026-03-01',
        word: 'mar',
        answer: 'ola',
        score: 5.68,
        votes: 4,
        wordRank: 2,
        rankScore: 6,
      }),
    ]);
    const { user } = renderApp('/profile');

    const [open, placed, inItsWord] = await within(screen.getByRole('main')).findAllByRole(
      'listitem',
    );
    await user.click(within(placed!).getByRole('button', { name: 'Compartir' }));
    await user.click(within(inItsWord!).getByRole('button', { name: 'Compartir' }));
    await user.click(within(open!).getByRole('button', { name: 'Compartir' }));

    const origin = window.location.origin;
    expect(share.mock.calls.map(([data]) => (data as { text: string }).text)).toEqual([
      `En WORDS, a «lámpara» respondí «bombilla»: 3.ª en el ranking y puesto 1 en «lámpara», con una Puntuación de 7.95. ¿Qué habrías dicho tú? ${origin}/day/2026-03-02`,
      `En WORDS, a «mar» respondí «ola»: puesto 2 en «mar», con una Puntuación de 6.00. ¿Qué habrías dicho tú? ${origin}/day/2026-03-01`,
      `En WORDS, a «casa» respondí «hogar». ¿Qué habrías dicho tú? ${origin}/day/2026-03-10`,
    ]);
    Reflect.deleteProperty(navigator, 'share');
  });

  test('a hidden answer says so and offers no Compartir; the others still do', async () => {
    answerProfile([
      played({ date: '2026-03-09', word: 'mar', answer: 'ola', score: 9, votes: 3 }),
      played({
        date: '2026-03-08',
        word: 'sol',
        answer: 'luz',
        score: 5.28,
        votes: 4,
        status: 'hidden',
      }),
    ]);
    renderApp('/profile');

    const [shown, hidden] = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(within(shown!).getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(hidden).toHaveClass('played-card--hidden');
    expect(within(hidden!).getByText('Oculta')).toBeInTheDocument();
    expect(
      within(hidden!).getByText(
        'Esta respuesta se ha ocultado por denuncias de otros jugadores o por moderación.',
      ),
    ).toBeInTheDocument();
    expect(within(hidden!).queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  });

  test('an open answer shows no place, even if one came along', async () => {
    answerProfile([
      played({
        date: '2026-03-10',
        word: 'casa',
        answer: 'hogar',
        score: 9,
        votes: 2,
        status: 'open',
        rank: 1,
        wordRank: 1,
      }),
    ]);
    renderApp('/profile');

    const [card] = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(within(card!).getByText('En votación')).toBeInTheDocument();
    expect(within(card!).queryByText(/Puesto/)).not.toBeInTheDocument();
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
