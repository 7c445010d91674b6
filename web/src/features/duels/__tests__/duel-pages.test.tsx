import type { DuelDetail } from '@words/contract/api/duels';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { strings } from '@/lib/strings';
import { renderApp } from '@/testing/render-app';
import { server, trackRequests } from '@/testing/server';

beforeAll(async () => {
  await Promise.all([import('../components/duel-page'), import('../components/duel-invite-page')]);
});

const playing: DuelDetail = {
  id: 'd-1',
  date: '2026-11-16',
  partner: 'Ana',
  state: 'playing',
  your_turn: true,
  round: 2,
  nudged: false,
  word: 'playa',
  invite_code: null,
  rounds: [{ round: 1, yours: 'sal', theirs: 'mar', you_counted: false, they_counted: false }],
  current: { round: 2, between: ['sal', 'mar'], yours: null, theirs_answered: true },
  matched_in: null,
  pair_streak: 0,
  pair_streak_saved: [],
  may_nudge: false,
  day_over: false,
};

const answerDuel = (duel: DuelDetail) =>
  server.use(http.get('/api/duels/d-1', () => HttpResponse.json(duel)));

describe('/mente/CODE signed out', () => {
  test("shows who challenges, asked without a token, and 'Jugar con Google'", async () => {
    server.use(
      http.get('/api/duels/invite/code-one', () => HttpResponse.json({ challenger: 'Ana' })),
    );
    const seen = trackRequests();
    renderApp('/mente/code-one', { token: null });
    expect(await screen.findByText('Ana te reta a Mente gemela.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/duels/invite/code-one')?.authorization).toBeNull();
  });
});

describe('the duel page', () => {
  test('asks what joins the two words and sends the word typed', async () => {
    answerDuel(playing);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/duels/d-1/rounds', async ({ request }) => {
        bodies.push(await request.json());
        answerDuel({
          ...playing,
          current: { ...playing.current!, yours: 'océano', theirs_answered: true },
        });
        return HttpResponse.json({ round: 2, word: 'océano', revealed: false }, { status: 201 });
      }),
    );
    const { user } = renderApp('/retos/d-1');
    const input = await screen.findByLabelText('¿Qué une «sal» y «mar»?');
    await user.type(input, 'océano{Enter}');
    expect(await screen.findByText(/Esperando la palabra de tu pareja/)).toBeVisible();
    expect(bodies).toEqual([{ word: 'océano' }]);
  });

  test("shows the match, the pair's streak and 'Compartir'", async () => {
    answerDuel({
      ...playing,
      state: 'match',
      your_turn: false,
      round: 2,
      rounds: [
        ...playing.rounds,
        { round: 2, yours: 'agua', theirs: 'agua', you_counted: false, they_counted: false },
      ],
      current: null,
      matched_in: 2,
      pair_streak: 3,
    });
    renderApp('/retos/d-1');
    expect(await screen.findByText('¡Mente gemela en 2 rondas!')).toBeVisible();
    expect(screen.getByText('3 días')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
  });
});

describe('«¡Cuenta!» on the duel page', () => {
  const counted = (you: boolean, they: boolean): DuelDetail => ({
    ...playing,
    rounds: [{ ...playing.rounds[0]!, you_counted: you, they_counted: they }],
  });

  test('says what it means, sends it on the latest revealed round, then shows it said', async () => {
    answerDuel(counted(false, true));
    const paths: string[] = [];
    server.use(
      http.post('/api/duels/d-1/rounds/:round/count', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        answerDuel(counted(true, true));
        return HttpResponse.json({ round: 1, matched: true });
      }),
    );
    const { user } = renderApp('/retos/d-1');
    expect(await screen.findByText('Ana dice «¡Cuenta!».')).toBeVisible();
    expect(
      screen.getByText('¿Casi lo mismo? Si los dos pulsáis «¡Cuenta!», es coincidencia.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '¡Cuenta!' }));
    expect(await screen.findByText('«¡Cuenta!» de los dos.')).toBeVisible();
    expect(paths).toEqual(['/api/duels/d-1/rounds/1/count']);
  });

  test("shows the caller's own «¡Cuenta!» waiting for the partner, with no button", async () => {
    answerDuel(counted(true, false));
    renderApp('/retos/d-1');
    expect(await screen.findByText('Has dicho «¡Cuenta!»: falta tu pareja.')).toBeVisible();
    expect(screen.queryByRole('button', { name: '¡Cuenta!' })).toBeNull();
  });

  test('ends in a match by «¡Cuenta!» like any other, with no button left', async () => {
    answerDuel({
      ...counted(true, true),
      state: 'match',
      your_turn: false,
      round: 1,
      current: null,
      matched_in: 1,
      pair_streak: 2,
    });
    renderApp('/retos/d-1');
    expect(await screen.findByText('¡Mente gemela en 1 ronda!')).toBeVisible();
    expect(screen.getByText('2 días')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compartir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '¡Cuenta!' })).toBeNull();
    // The shared squares mark the round it matched in, not only two same words.
    expect(strings.duels.shareText('Ana', [['sal', 'mar']], 1, false)).toBe(
      'Mente gemela con Ana en 1 ronda\n🟩',
    );
  });
});
