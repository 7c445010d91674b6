import { errors } from '@words/contract/errors';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as firebase from '@/lib/firebase';
import { demoConfig } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

// SPEC.md's entries in their order, with PRODUCT.md's 'Peñas' before 'Mis partidas'.
const navLabels = [
  'Jugar',
  'Puntuar',
  'Instrucciones',
  'Rankings',
  'Peñas',
  'Mis partidas',
  'Salir',
];

function answerWordOfTheDay() {
  server.use(
    http.get('/api/play/word-of-the-day', () =>
      HttpResponse.json({ date: '2026-03-10', word: 'casa', played: false, message: '' }),
    ),
  );
}

function entriesOf(nav: HTMLElement): string[] {
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('signed out', () => {
  test('only the landing page exists: any other path goes to /', async () => {
    const seen = trackRequests();
    renderApp('/profile', { token: null });

    expect(await screen.findByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(apiCalls(seen)).toEqual([]);
  });

  test('the landing page presents the daily challenge and both roles', () => {
    renderApp('/', { token: null });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Una palabra al día. ¿Qué te sugiere?',
    );
    expect(screen.getByRole('heading', { name: 'Jugador' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Juez' })).toBeInTheDocument();
  });
});

describe('signed in', () => {
  test('/ leads to /play and the top bar has every destination', async () => {
    answerWordOfTheDay();
    renderApp('/');

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/play');
    expect(entriesOf(screen.getByRole('navigation', { name: 'Principal' }))).toEqual(navLabels);
  });

  test('an unknown path goes to / and so to /play', async () => {
    answerWordOfTheDay();
    renderApp('/no-such-page');

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/play');
  });

  test('Salir removes the token, signs out of Firebase and goes to /', async () => {
    const { user } = renderApp('/instructions');
    localStorage.setItem(
      'wordData',
      JSON.stringify({ word: 'casa', played: true, date: '2026-03-10' }),
    );

    const topBar = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(topBar).getByRole('button', { name: 'Salir' }));

    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('wordData')).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
  });

  test('a link of the top bar opens its page', async () => {
    server.use(
      http.get('/api/rankings', () =>
        HttpResponse.json({
          periods: [],
          current: { start: '2026-11-23', end: '2026-11-30', rankedOn: '2026-12-02' },
          minVotes: 3,
        }),
      ),
    );
    const { user } = renderApp('/instructions');

    const topBar = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(topBar).getByRole('link', { name: 'Rankings' }));

    expect(window.location.pathname).toBe('/rankings');
    expect(screen.getByRole('heading', { name: 'Rankings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Próximamente' })).toBeInTheDocument();
  });
});

test("'Peñas' in the top bar opens /penas", async () => {
  server.use(http.get('/api/groups', () => HttpResponse.json({ groups: [] })));
  const { user } = renderApp('/instructions');

  const topBar = screen.getByRole('navigation', { name: 'Principal' });
  await user.click(within(topBar).getByRole('link', { name: 'Peñas' }));

  expect(window.location.pathname).toBe('/penas');
  expect(await screen.findByRole('heading', { name: 'Peñas', level: 1 })).toBeInTheDocument();
  expect(within(topBar).getByRole('link', { name: 'Peñas' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('signed out, neither the top bar nor /penas exists', async () => {
  renderApp('/penas', { token: null });

  expect(await screen.findByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/');
  expect(screen.queryByRole('link', { name: 'Peñas' })).not.toBeInTheDocument();
});

describe('mobile menu', () => {
  test('the menu button opens the same entries; choosing one opens it and closes the menu', async () => {
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ alias: 'ana', playedWords: [] })),
    );
    const { user } = renderApp('/instructions');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);

    const menu = screen.getByRole('navigation', { name: 'Menú' });
    expect(entriesOf(menu)).toEqual(navLabels);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(menu).getByRole('link', { name: 'Mis partidas' }));

    expect(window.location.pathname).toBe('/profile');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(await screen.findByText('No has jugado ninguna palabra aún.')).toBeInTheDocument();
  });

  test("'Peñas' in the menu opens /penas and closes the menu", async () => {
    server.use(http.get('/api/groups', () => HttpResponse.json({ groups: [] })));
    const { user } = renderApp('/instructions');

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    await user.click(within(menu).getByRole('link', { name: 'Peñas' }));

    expect(window.location.pathname).toBe('/penas');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Peñas', level: 1 })).toBeInTheDocument();
  });

  test('the menu button and Escape close it again', async () => {
    const { user } = renderApp('/instructions');

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus();
  });

  test('Salir in the menu logs out', async () => {
    const { user } = renderApp('/instructions');

    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('navigation', { name: 'Menú' });
    await user.click(within(menu).getByRole('button', { name: 'Salir' }));

    expect(localStorage.getItem('userToken')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Menú' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
  });
});

describe('session', () => {
  test('another tab logging out logs this tab out (storage event)', async () => {
    renderApp('/instructions');
    expect(screen.getByRole('heading', { name: 'Instrucciones', level: 1 })).toBeInTheDocument();

    act(() => {
      localStorage.removeItem('userToken');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'userToken',
          oldValue: 'player-token',
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });

    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
  });

  test('a 401 on an authenticated call removes the token and goes to /', async () => {
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(
          { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message },
          { status: 401 },
        ),
      ),
    );
    renderApp('/profile');

    expect(await screen.findByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  test('Firebase token refreshes keep the stored token current, and calls use it', async () => {
    const seen = trackRequests();
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ alias: 'ana', playedWords: [] })),
    );
    const { user } = renderApp('/instructions');

    await vi.waitFor(() =>
      expect(firebase.keepTokenFresh).toHaveBeenCalledWith(demoConfig, expect.any(Function)),
    );
    const onToken = vi.mocked(firebase.keepTokenFresh).mock.calls[0]![1];
    act(() => onToken('refreshed-token'));
    expect(localStorage.getItem('userToken')).toBe('refreshed-token');

    const topBar = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(topBar).getByRole('link', { name: 'Mis partidas' }));
    expect(await screen.findByText('No has jugado ninguna palabra aún.')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/user/profile')?.authorization).toBe(
      'Bearer refreshed-token',
    );
  });

  test('a token refresh after logging out does not sign anybody in again', async () => {
    const { user } = renderApp('/instructions');
    await vi.waitFor(() => expect(firebase.keepTokenFresh).toHaveBeenCalled());
    const onToken = vi.mocked(firebase.keepTokenFresh).mock.calls[0]![1];

    const topBar = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(topBar).getByRole('button', { name: 'Salir' }));
    act(() => onToken('late-token'));

    expect(localStorage.getItem('userToken')).toBeNull();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeInTheDocument();
  });
});
