import type { DuelDetail } from '@words/contract/api/duels';
import { errors } from '@words/contract/errors';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, test } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

beforeAll(async () => {
  await import('../components/duel-page');
});

/** Ana's side of a duel whose second round waits on Bea, days after its day. */
const waitingOnBea: DuelDetail = {
  id: 'd-2',
  date: '2026-11-16',
  partner: 'Bea',
  crowd: false,
  state: 'paused',
  your_turn: false,
  round: 2,
  nudged: false,
  word: 'playa',
  invite_code: null,
  rounds: [{ round: 1, yours: 'mar', theirs: 'sal', you_counted: false, they_counted: false }],
  current: { round: 2, between: ['mar', 'sal'], yours: 'agua', theirs_answered: false },
  matched_in: null,
  pair_streak: 4,
  pair_streak_saved: ['2026-11-16'],
  may_nudge: true,
  day_over: true,
};

/** Bea's side of it: her turn, and Ana's «Te toca» of today. */
const beasSide: DuelDetail = {
  ...waitingOnBea,
  partner: 'Ana',
  your_turn: true,
  nudged: true,
  rounds: [{ round: 1, yours: 'sal', theirs: 'mar', you_counted: false, they_counted: false }],
  current: { round: 2, between: ['sal', 'mar'], yours: null, theirs_answered: true },
  may_nudge: false,
};

const answerDuel = (duel: DuelDetail) =>
  server.use(http.get('/api/duels/d-2', () => HttpResponse.json(duel)));

describe('a paused duel', () => {
  test("says 'En pausa' to the one who waits, and the grace day kept the pair's streak", async () => {
    answerDuel(waitingOnBea);
    renderApp('/retos/d-2');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'En pausa. Bea aún no ha respondido: sigue cuando responda.',
    );
    expect(
      screen.getByText(
        'Un día de gracia salvó vuestra racha el 16 nov, el día del reto en pausa: sigue en 4 días.',
      ),
    ).toBeVisible();
  });

  test("says it to the late one with the other's «Te toca», and lets her answer", async () => {
    answerDuel(beasSide);
    renderApp('/retos/d-2');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'En pausa. Te toca: el reto sigue cuando respondas.',
    );
    expect(screen.getByText('Ana te dice «Te toca».')).toBeVisible();
    expect(screen.getByLabelText('¿Qué une «sal» y «mar»?')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Te toca' })).toBeNull();
  });

  test('lets a friend who missed the day give the first word on the duel page', async () => {
    answerDuel({
      ...beasSide,
      nudged: false,
      rounds: [],
      round: 1,
      current: { round: 1, between: null, yours: null, theirs_answered: true },
    });
    renderApp('/retos/d-2');
    expect(
      await screen.findByLabelText('Primera ronda: vuestra respuesta a «playa».'),
    ).toBeVisible();
  });
});

describe('«Te toca» on the duel page', () => {
  test('sends it once, says it was sent, and shows the refusal of a second in Spanish', async () => {
    answerDuel(waitingOnBea);
    const paths: string[] = [];
    server.use(
      http.post('/api/duels/d-2/nudge', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ date: '2026-11-18' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/retos/d-2');
    expect(await screen.findByText('Recuérdale a Bea que le toca: una vez al día.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Te toca' }));
    expect(
      await screen.findByText('«Te toca» enviado a Bea. Mañana podrás enviar otro.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Te toca' })).toBeNull();
    expect(paths).toEqual(['/api/duels/d-2/nudge']);
  });

  test("says the server's refusal when one was sent today already", async () => {
    answerDuel(waitingOnBea);
    server.use(
      http.post('/api/duels/d-2/nudge', () =>
        HttpResponse.json(
          { error: 'ALREADY_NUDGED', message: errors.ALREADY_NUDGED.message },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderApp('/retos/d-2');
    await user.click(await screen.findByRole('button', { name: 'Te toca' }));
    expect(await screen.findByText(errors.ALREADY_NUDGED.message)).toBeVisible();
  });

  test('offers nothing when the caller does not wait on the other', async () => {
    answerDuel({ ...waitingOnBea, state: 'playing', may_nudge: false });
    renderApp('/retos/d-2');
    expect(await screen.findByText(/Esperando la palabra de tu pareja/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Te toca' })).toBeNull();
    expect(screen.queryByText(/En pausa/)).toBeNull();
  });
});
