import type { DataExport } from '@words/contract/api/export';
import type { PlayedWord } from '@words/contract/api/user';
import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { deleteFirebaseUser } from '@/lib/firebase';
import { focusAsShown } from '@/testing/focus-as-shown';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

const exported: DataExport = {
  exportedAt: '2026-03-10T12:00:00.000Z',
  registration: {
    uid: 'uid-ana',
    alias: 'Ana',
    timezone: 'Europe/Madrid',
    notifications: false,
    registeredAt: '2026-03-01T09:00:00.000Z',
    region: null,
  },
  answers: [],
  votes: [],
  reminders: { enabled: false, hour: null, timezone: null, calendar: false, devices: [] },
  reports: [],
};

/** jsdom's Blob has no text(): read it as a browser would read the saved file. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

function answerProfile(playedWords: PlayedWord[] = []) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords })));
}

describe("the player's own data on 'Mis partidas'", () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs: the file the page hands the browser is kept for the test.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:words-export';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("'Descargar mis datos' saves what GET /api/user/export gives as a JSON file", async () => {
    answerProfile();
    server.use(http.get('/api/user/export', () => HttpResponse.json(exported)));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));

    await vi.waitFor(() => expect(clicked).toEqual(['words-mis-datos.json']));
    expect(saved).toHaveLength(1);
    expect(JSON.parse(await readText(saved[0]!))).toEqual(exported);
  });

  test("'Borrar mi cuenta' asks first; 'Cancelar' deletes nothing", async () => {
    answerProfile();
    const seen = trackRequests();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Borrar mi cuenta' }));
    const dialog = screen.getByRole('dialog', { name: '¿Borrar tu cuenta?' });
    expect(dialog).toHaveTextContent('No se puede deshacer.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apiCalls(seen)).toEqual([
      'GET /api/user/profile',
      'GET /api/user/stats',
      'GET /api/duels',
      'GET /api/user/reminders',
      'GET /api/user/region',
    ]);
    expect(deleteFirebaseUser).not.toHaveBeenCalled();
  });

  // Issue 29, point 5: the player landed on the home page with no word of what happened, and the
  // button that deletes looked like any other.
  test('the buttons that delete look destructive, unlike the others', async () => {
    answerProfile();
    const { user } = renderApp('/profile');

    const start = await screen.findByRole('button', { name: 'Borrar mi cuenta' });
    expect(start).toHaveClass('button--danger');
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).not.toHaveClass(
      'button--danger',
    );
    await user.click(start);
    expect(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' })).toHaveClass(
      'button--danger',
    );
    expect(screen.getByRole('button', { name: 'Cancelar' })).not.toHaveClass('button--danger');
  });

  test('the page the player lands on says, once, that the account and what it held are gone', async () => {
    answerProfile();
    server.use(http.delete('/api/user', () => new HttpResponse(null, { status: 204 })));
    const { user, unmount } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Borrar mi cuenta' }));
    const asShown = focusAsShown('Tu cuenta se ha borrado');
    await user.click(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' }));

    const farewell = await screen.findByRole('status');
    asShown.stop();
    expect(farewell).toHaveTextContent(
      'Tu cuenta se ha borrado, con tu nombre de jugador, tus respuestas y tus votos. En los rankings ya cerrados tus respuestas aparecen como «Jugador eliminado».',
    );
    // Focused as it shows, not a moment later: a screen reader reads it first.
    expect(asShown.focused()).toBe(farewell);
    expect(farewell).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();

    // Said once: coming back to the home page later shows the landing alone.
    unmount();
    renderApp('/', { token: null });
    await screen.findByRole('button', { name: 'Jugar con Google' });
    expect(screen.queryByText(/Tu cuenta se ha borrado/)).not.toBeInTheDocument();
  });

  test('confirmed, it deletes the account, the Firebase account, and signs out', async () => {
    answerProfile();
    server.use(http.delete('/api/user', () => new HttpResponse(null, { status: 204 })));
    const seen = trackRequests();
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Borrar mi cuenta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' }));

    expect(await screen.findByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
    expect(apiCalls(seen)).toEqual([
      'GET /api/user/profile',
      'GET /api/user/stats',
      'GET /api/duels',
      'GET /api/user/reminders',
      'GET /api/user/region',
      'DELETE /api/user',
    ]);
    expect(deleteFirebaseUser).toHaveBeenCalledOnce();
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  test('a failed deletion says so and keeps the player signed in', async () => {
    answerProfile();
    server.use(
      http.delete('/api/user', () =>
        HttpResponse.json(
          { error: 'SERVICE_UNAVAILABLE', message: errors.SERVICE_UNAVAILABLE.message },
          { status: 503 },
        ),
      ),
    );
    const { user } = renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Borrar mi cuenta' }));
    await user.click(screen.getByRole('button', { name: 'Sí, borrar mi cuenta' }));

    expect(await screen.findByText(errors.SERVICE_UNAVAILABLE.message)).toBeInTheDocument();
    expect(deleteFirebaseUser).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBe('player-token');
  });

  test('a banned player, refused their cards, can still download and delete', async () => {
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json({ error: 'BANNED', message: errors.BANNED.message }, { status: 403 }),
      ),
    );
    renderApp('/profile');

    expect(await screen.findByText(errors.BANNED.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar mi cuenta' })).toBeInTheDocument();
  });

  test('a hidden answer is marked as such on its card', async () => {
    answerProfile([
      {
        date: '2026-03-10',
        word: 'casa',
        answer: 'feo',
        score: null,
        votes: 0,
        status: 'hidden',
        rank: null,
        wordRank: null,
        rankScore: null,
      },
    ]);
    renderApp('/profile');

    const card = await within(screen.getByRole('main')).findByRole('listitem');
    expect(within(card).getByText('Oculta')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'Esta respuesta se ha ocultado por denuncias de otros jugadores o por moderación.',
    );
    expect(within(card).queryByText('En votación')).not.toBeInTheDocument();
  });
});
