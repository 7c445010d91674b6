import type { PastDayResponse } from '@words/contract/api/play';
import type { PlayedWord } from '@words/contract/api/user';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const today = '2026-03-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T10:00:00Z`));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

const monday: PastDayResponse = {
  date: '2026-03-09',
  word: 'mar',
  players: 7,
  topAnswers: [
    { answer: 'ola', count: 4 },
    { answer: 'sal', count: 2 },
    { answer: 'azul', count: 1 },
  ],
  yourAnswer: 'sal',
};

function answerDay(day: PastDayResponse) {
  server.use(http.get(`/api/play/day/${day.date}`, () => HttpResponse.json(day)));
}

describe('/day/YYYY-MM-DD', () => {
  test('the word, how many played, the most common answers and mine', async () => {
    answerDay(monday);
    renderApp('/day/2026-03-09');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'El día 9 de marzo de 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('mar')).toBeInTheDocument();
    expect(screen.getByText('Jugaron 7 personas.')).toBeInTheDocument();
    expect(screen.getByText('Tu respuesta:')).toHaveTextContent('Tu respuesta: sal');
    const items = within(screen.getByRole('list', { name: 'Lo más dicho' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'ola, 4 vecesDenunciar',
      'sal (tu respuesta), 2 veces',
      'azul, 1 vezDenunciar',
    ]);
  });

  test("'Denunciar' beside each answer of the others reports it as the day's list shows it", async () => {
    answerDay(monday);
    let body: unknown;
    server.use(
      http.post('/api/play/day/2026-03-09/report', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: messages.reportFiled }, { status: 201 });
      }),
    );
    const { user } = renderApp('/day/2026-03-09');

    const list = await screen.findByRole('list', { name: 'Lo más dicho' });
    expect(within(list).queryByRole('button', { name: 'Denunciar «sal»' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Denunciar «ola»' }));
    // The dialog opens with the focus inside; the first reason is chosen.
    const dialog = screen.getByRole('dialog', { name: 'Denunciar respuesta' });
    expect(within(dialog).getByRole('radio', { name: 'Ofensiva' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(messages.reportFiled)).toBeInTheDocument();
    expect(body).toEqual({ answer: 'ola', reason: 'offensive' });
    expect(within(list).queryByRole('button', { name: 'Denunciar «ola»' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Denunciar «azul»' })).toBeInTheDocument();
  });

  test('a day the player did not play, and nobody else either', async () => {
    answerDay({ date: '2026-03-08', word: 'sol', players: 0, topAnswers: [], yourAnswer: null });
    renderApp('/day/2026-03-08');

    expect(await screen.findByText('Nadie jugó este día.')).toBeInTheDocument();
    expect(screen.getByText('No jugaste este día.')).toBeInTheDocument();
    expect(screen.getByText('Jugaron 0 personas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  });

  test('a past day may tell the answer when shared', async () => {
    answerDay(monday);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderApp('/day/2026-03-09');

    await user.click(await screen.findByRole('button', { name: 'Compartir' }));

    expect(share).toHaveBeenCalledWith({
      text: `En WORDS, a «mar» respondí «sal». ¿Qué habrías dicho tú? ${window.location.origin}/day/2026-03-09`,
    });
  });

  test("today, or a day without a word: the server's message", async () => {
    server.use(
      http.get('/api/play/day/2026-03-10', () =>
        HttpResponse.json(
          { error: 'DAY_NOT_FOUND', message: errors.DAY_NOT_FOUND.message },
          { status: 404 },
        ),
      ),
    );
    renderApp('/day/2026-03-10');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.DAY_NOT_FOUND.message);
  });

  test("a profile card of an ended day leads to its page; today's card does not yet", async () => {
    const played = (date: string, word: string, answer: string): PlayedWord => ({
      date,
      word,
      answer,
      score: null,
      votes: 0,
      status: 'open',
      rank: null,
      wordRank: null,
      rankScore: null,
    });
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json({
          alias: 'Ana',
          playedWords: [played(today, 'casa', 'hogar'), played('2026-03-09', 'mar', 'sal')],
        }),
      ),
    );
    answerDay(monday);
    const { user } = renderApp('/profile');

    const [todays, mondays] = await within(screen.getByRole('main')).findAllByRole('listitem');
    expect(within(todays!).queryByRole('link')).not.toBeInTheDocument();
    await user.click(
      within(mondays!).getByRole('link', { name: 'Ver lo que respondieron todos a «mar»' }),
    );

    expect(await screen.findByText('Jugaron 7 personas.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/day/2026-03-09');
  });

  test("each word card of the rankings leads to its day's page", async () => {
    const period = { start: '2026-03-02', end: '2026-03-09' };
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({
          periods: [period],
          current: { start: '2026-03-09', end: '2026-03-16', rankedOn: '2026-03-18' },
          minVotes: 3,
        }),
      ),
      http.get('/api/rankings/2026-03-02', () =>
        HttpResponse.json({
          period,
          best: [],
          words: [{ date: '2026-03-03', word: 'luna', answers: [] }],
        }),
      ),
    );
    answerDay({ ...monday, date: '2026-03-03', word: 'luna' });
    const { user } = renderApp('/rankings');

    await user.click(await screen.findByRole('link', { name: 'luna' }));

    expect(await screen.findByText('Jugaron 7 personas.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/day/2026-03-03');
  });
});

describe('the share text of a profile card', () => {
  test("tells the answer only once the card's day has ended", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const card = (date: string, word: string, answer: string) => ({
      date,
      word,
      answer,
      score: null,
      votes: 0,
      status: 'open',
      rank: null,
      wordRank: null,
      rankScore: null,
    });
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json({
          alias: 'Ana',
          playedWords: [card(today, 'casa', 'hogar'), card('2026-03-09', 'mar', 'sal')],
        }),
      ),
    );
    const { user } = renderApp('/profile');

    const [todays, mondays] = await within(screen.getByRole('main')).findAllByRole('listitem');
    await user.click(within(todays!).getByRole('button', { name: 'Compartir' }));
    await user.click(within(mondays!).getByRole('button', { name: 'Compartir' }));

    const texts = share.mock.calls.map(([data]) => (data as { text: string }).text);
    expect(texts[0]).toContain('«casa»');
    expect(texts[0]).not.toContain('hogar');
    expect(texts[1]).toBe(
      `En WORDS, a «mar» respondí «sal». ¿Qué habrías dicho tú? ${window.location.origin}/day/2026-03-09`,
    );
  });
});
