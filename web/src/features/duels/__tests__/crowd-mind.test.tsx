import type { DuelDetail } from '@words/contract/api/duels';
import { errors } from '@words/contract/errors';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { strings } from '@/lib/strings';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { playingDuel } from './duel-fixtures';

beforeAll(() => import('../components/duel-page'));

const today = new Date().toISOString().slice(0, 10);

const againstCrowd: DuelDetail = {
  ...playingDuel,
  id: 'c-1',
  date: today,
  partner: null,
  crowd: true,
};

const answerDuel = (duel: DuelDetail) =>
  server.use(http.get('/api/duels/c-1', () => HttpResponse.json(duel)));

/** /play, played today with «sal». */
function playedToday() {
  server.use(
    http.get('/api/play/word-of-the-day', () =>
      HttpResponse.json({
        date: today,
        word: 'playa',
        played: true,
        answer: 'sal',
        message: 'Ya has jugado hoy.',
        crowd: { players: 5, sameAnswer: 1, topAnswers: [{ answer: 'mar', count: 3 }] },
      }),
    ),
  );
}

describe('«La mente del público» from /play', () => {
  test('says what it is in a few words, starts it, and opens it', async () => {
    playedToday();
    answerDuel(againstCrowd);
    let posted = 0;
    server.use(
      http.post('/api/duels/crowd', () => {
        posted++;
        return HttpResponse.json({ id: 'c-1' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/play');
    expect(
      await screen.findByText(
        '¿Sin pareja hoy? Juega contra la mente del público: sus palabras son las que más jugadores dieron.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Juega contra el público' }));
    await expect.poll(() => window.location.pathname).toBe('/retos/c-1');
    expect(posted).toBe(1);
    expect(await screen.findByRole('heading', { name: 'La mente del público' })).toBeVisible();
  });

  test("shows the server's refusal in Spanish and stays", async () => {
    playedToday();
    const { message, status } = errors.CROWD_MIND_NO_WORD;
    server.use(
      http.post('/api/duels/crowd', () =>
        HttpResponse.json({ error: 'CROWD_MIND_NO_WORD', message }, { status }),
      ),
    );
    const { user } = renderApp('/play');
    await user.click(await screen.findByRole('button', { name: 'Juega contra el público' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(window.location.pathname).toBe('/play');
  });
});

describe('the duel page against the crowd', () => {
  test('is clearly not a friend: its title, the crowd’s words, no pair’s streak nor «¡Cuenta!»', async () => {
    answerDuel(againstCrowd);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/duels/c-1/rounds', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ round: 2, word: 'agua', revealed: true }, { status: 201 });
      }),
    );
    const { user } = renderApp('/retos/c-1');
    expect(await screen.findByRole('heading', { name: 'La mente del público' })).toBeVisible();
    expect(
      screen.getByText(
        'Juegas contra el público, no contra un amigo: cada palabra suya es la que más jugadores dieron para unir las dos, nunca una de menos de 3. Sin racha en pareja.',
      ),
    ).toBeVisible();
    expect(screen.getByText('El público: mar')).toBeVisible();
    expect(screen.queryByText(/Racha en pareja:/)).toBeNull();
    expect(screen.queryByRole('button', { name: '¡Cuenta!' })).toBeNull();
    await user.type(screen.getByLabelText('¿Qué une «sal» y «mar»?'), 'agua{Enter}');
    expect(bodies).toEqual([{ word: 'agua' }]);
  });

  test('ends honestly when nobody joined the two, and shares its own line without words today', async () => {
    const ended: DuelDetail = {
      ...againstCrowd,
      state: 'nobody_joined',
      your_turn: false,
      rounds: [
        ...againstCrowd.rounds,
        { round: 2, yours: 'playa', theirs: 'agua', you_counted: false, they_counted: false },
      ],
      current: null,
    };
    answerDuel(ended);
    renderApp('/retos/c-1');
    expect(
      await screen.findByText(
        'Nadie ha unido aún «playa» y «agua»: el público no sabe seguir. El reto acaba aquí.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    const rounds = ended.rounds.map((round) => [round.yours, round.theirs]);
    expect(strings.crowdMind.shareText(rounds, null, false)).toBe(
      'La mente del público: sin coincidencia en 2 rondas\n🟥🟥',
    );
    expect(strings.crowdMind.shareText(rounds, 2, true)).toBe(
      'La mente del público en 2 rondas\n🟥🟩\nsal · mar\nplaya · agua',
    );
  });
});
