import type { PeriodRankingResponse, RankingPeriod } from '@words/contract/api/rankings';
import { errors } from '@words/contract/errors';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const latest: RankingPeriod = { start: '2026-11-16', end: '2026-11-23' };
const earlier: RankingPeriod = { start: '2026-11-09', end: '2026-11-16' };

/** A period's ranking whose only answer is `answer`. */
function rankingWith(period: RankingPeriod, answer: string): PeriodRankingResponse {
  const ranked = {
    rank: 1,
    alias: 'Bruno',
    word: 'mar',
    answer,
    date: period.start,
    score: 8,
    votes: 3,
    mine: false,
    rankScore: 7.5,
    correctedScore: 7.8,
  };
  return {
    period,
    how: { priorMean: 6.5, priorWeight: 5, minVotes: 3 },
    best: [ranked],
    words: [],
  };
}

describe('server data: only the answer to the latest request is shown', () => {
  test("a period's ranking that comes back after the player moved on is dropped", async () => {
    let answerLatest = () => {};
    const latestHeld = new Promise<void>((resolve) => {
      answerLatest = resolve;
    });
    let latestAnswered = () => {};
    const latestSent = new Promise<void>((resolve) => {
      latestAnswered = resolve;
    });
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({
          periods: [latest, earlier],
          current: { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' },
          minVotes: 3,
        }),
      ),
      http.get('/api/rankings/:start', async ({ params }) => {
        if (params.start === earlier.start) return HttpResponse.json(rankingWith(earlier, 'nube'));
        await latestHeld;
        latestAnswered();
        return HttpResponse.json(rankingWith(latest, 'ola'));
      }),
    );
    const { user } = renderApp('/rankings');

    await user.click(await screen.findByRole('link', { name: /^Periodo anterior/ }));
    expect(await screen.findByRole('cell', { name: 'nube' })).toBeInTheDocument();
    answerLatest();
    await latestSent;
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.getByRole('cell', { name: 'nube' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'ola' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /noviembre de 2026$/ })).toHaveTextContent(
      'Semana del 9 al 15 de noviembre de 2026',
    );
  });
});

/** Each call the page loads from, and what SPEC.md's error catalogue says when it fails. */
const calls = [
  {
    call: 'profile',
    route: '/profile',
    path: '/api/user/profile',
    refused: 'Error al cargar el perfil.',
    exception: 'Hubo un problema al cargar el perfil.',
  },
  {
    call: 'word of the day',
    route: '/play',
    path: '/api/play/word-of-the-day',
    refused: 'Hubo un problema al cargar la palabra del día.',
    exception: 'Hubo un problema al cargar la palabra del día.',
  },
  {
    call: 'random answer',
    route: '/rate',
    path: '/api/vote/random',
    refused: 'Hubo un problema al cargar la respuesta.',
    exception: 'Hubo un problema al cargar la respuesta.',
  },
  {
    call: 'rankings',
    route: '/rankings',
    path: '/api/rankings',
    refused: 'Error al cargar los rankings.',
    exception: 'Hubo un problema al cargar los rankings.',
  },
];

/** The call's first request gets no answer (the connection dropped); the rest are refused. */
function dropsOnceThenRefuses(path: string): { asked: number } {
  const requests = { asked: 0 };
  server.use(
    http.get(path, () => {
      requests.asked += 1;
      if (requests.asked === 1) return HttpResponse.error();
      return HttpResponse.json(
        { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message },
        { status: 429 },
      );
    }),
  );
  return requests;
}

describe.each(calls)('a $call that fails to load', ({ route, path, refused, exception }) => {
  test('with a server error shows its message', async () => {
    server.use(
      http.get(path, () =>
        HttpResponse.json(
          { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message },
          { status: 429 },
        ),
      ),
    );
    renderApp(route);

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.RATE_LIMITED.message);
  });

  test('without a server error shows the text for a refusal', async () => {
    server.use(http.get(path, () => new HttpResponse('Bad gateway', { status: 502 })));
    renderApp(route);

    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
  });

  test('with an exception shows the text for an exception', async () => {
    server.use(http.get(path, () => HttpResponse.error()));
    renderApp(route);

    expect(await screen.findByRole('alert')).toHaveTextContent(exception);
  });

  test('with an exception is asked again when the connection is back the moment it shows', async () => {
    const requests = dropsOnceThenRefuses(path);
    // The window comes back online as the failure reaches the screen, before anything else runs.
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('alert')) return;
      observer.disconnect();
      window.dispatchEvent(new Event('online'));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderApp(route);

      expect(await screen.findByText(errors.RATE_LIMITED.message)).toBeInTheDocument();
      expect(requests.asked).toBe(2);
    } finally {
      // Failing before the alert shows, it must not send `online` into the next test.
      observer.disconnect();
    }
  });

  test('with an exception is asked again when the connection is back, a refusal is not', async () => {
    const requests = dropsOnceThenRefuses(path);
    renderApp(route);
    expect(await screen.findByRole('alert')).toHaveTextContent(exception);
    const online = () => act(() => void window.dispatchEvent(new Event('online')));

    online();
    expect(await screen.findByText(errors.RATE_LIMITED.message)).toBeInTheDocument();
    online();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.asked).toBe(2);
  });
});
