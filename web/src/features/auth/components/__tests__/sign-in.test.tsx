import { errors } from '@words/contract/errors';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import * as firebase from '@/lib/firebase';
import { demoConfig, productionConfig } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { apiCalls, server, trackRequests } from '@/testing/server';

function answerLogin(registered: boolean) {
  server.use(http.post('/api/user/login', () => HttpResponse.json({ registered })));
}

function answerWordOfTheDay() {
  server.use(
    http.get('/api/play/word-of-the-day', () =>
      HttpResponse.json({
        date: '2026-03-10',
        word: 'casa',
        played: false,
        answer: null,
        message: '',
      }),
    ),
  );
}

/** A promise the server's handler waits on, so the test sees the page while a call is on its way. */
function holdAnswers() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

async function chooseDemoAccount(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cuenta de Google de prueba' });
  await user.type(within(dialog).getByLabelText('Correo electrónico'), email);
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

describe('demo mode (Auth emulator)', () => {
  test('a registered player signs in with a demo account and lands on /play', async () => {
    const seen = trackRequests();
    answerLogin(true);
    answerWordOfTheDay();
    const { user } = renderApp('/', { token: null });

    await chooseDemoAccount(user, 'ana@example.com');

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/play');
    expect(firebase.signInWithDemoAccount).toHaveBeenCalledWith(demoConfig, 'ana@example.com');
    expect(firebase.signInWithGoogle).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBe('demo-id-token:ana@example.com');
    const loginCall = seen.find((r) => r.path === '/api/user/login');
    expect(loginCall).toEqual({
      method: 'POST',
      path: '/api/user/login',
      authorization: 'Bearer demo-id-token:ana@example.com',
      contentType: null,
    });
  });

  test('while the sign-in is on its way the button says so and keeps the focus', async () => {
    const { held, release } = holdAnswers();
    server.use(
      http.post('/api/user/login', async () => {
        await held;
        return HttpResponse.json({ registered: true });
      }),
    );
    answerWordOfTheDay();
    const { user } = renderApp('/', { token: null });

    await chooseDemoAccount(user, 'ana@example.com');

    const button = await screen.findByRole('button', { name: 'Iniciando sesión...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Not greyed out and dropped from the focus: the chooser gave the focus back to it.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    release();

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(firebase.signInWithDemoAccount).toHaveBeenCalledTimes(1);
  });

  test('the demo account chooser asks for a valid email', async () => {
    const seen = trackRequests();
    const { user } = renderApp('/', { token: null });

    await chooseDemoAccount(user, 'not-an-email');

    expect(screen.getByRole('alert')).toHaveTextContent('Escribe un correo electrónico válido.');
    expect(firebase.signInWithDemoAccount).not.toHaveBeenCalled();
    expect(apiCalls(seen)).toEqual([]);
  });

  test('Cancelar closes the chooser without signing in', async () => {
    const { user } = renderApp('/', { token: null });

    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jugar con Google' })).toBeEnabled();
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});

describe('production mode (Google popup)', () => {
  test('the button opens Google sign-in and a registered player lands on /play', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json(productionConfig)));
    answerLogin(true);
    answerWordOfTheDay();
    const { user } = renderApp('/', { token: null });

    await vi.waitFor(() => expect(firebase.preloadSignIn).toHaveBeenCalledWith(productionConfig));
    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(firebase.signInWithGoogle).toHaveBeenCalledWith(productionConfig);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('userToken')).toBe('google-id-token');
  });

  test('closing Google’s popup changes nothing', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json(productionConfig)));
    vi.mocked(firebase.signInWithGoogle).mockResolvedValueOnce({ status: 'cancelled' });
    const seen = trackRequests();
    const { user } = renderApp('/', { token: null });

    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));

    expect(await screen.findByRole('button', { name: 'Jugar con Google' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(apiCalls(seen)).toEqual([]);
  });

  test('a blocked popup and a failed sign-in are explained in Spanish', async () => {
    server.use(http.get('/api/config', () => HttpResponse.json(productionConfig)));
    vi.mocked(firebase.signInWithGoogle)
      .mockResolvedValueOnce({ status: 'popup-blocked' })
      .mockResolvedValueOnce({ status: 'failed' });
    const { user } = renderApp('/', { token: null });

    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El navegador ha bloqueado la ventana de Google. Permite las ventanas emergentes para esta página e inténtalo de nuevo.',
    );

    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    );
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});

describe('failures', () => {
  test('the server refusing the login shows its message; nothing is stored', async () => {
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json(
          { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderApp('/', { token: null });

    await chooseDemoAccount(user, 'ana@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(errors.UNAUTHORIZED.message);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(window.location.pathname).toBe('/');
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });

  test.each([
    ['no connection', () => HttpResponse.error()],
    ['a gateway’s 503', () => new HttpResponse('Service Unavailable', { status: 503 })],
  ])(
    'a login call that gets no answer from the server (%s) says the server cannot be reached, not Google',
    async (_name, answer) => {
      server.use(http.post('/api/user/login', answer));
      const { user } = renderApp('/', { token: null });

      await chooseDemoAccount(user, 'ana@example.com');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pudo conectar con el servidor. Inténtalo de nuevo en unos minutos.',
      );
      expect(localStorage.getItem('userToken')).toBeNull();
      expect(screen.getByRole('button', { name: 'Jugar con Google' })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
    },
  );

  test('a login refused without a message shows the sign-in failure text', async () => {
    server.use(http.post('/api/user/login', () => new HttpResponse(null, { status: 400 })));
    const { user } = renderApp('/', { token: null });

    await chooseDemoAccount(user, 'ana@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo iniciar sesión con Google. Inténtalo de nuevo.',
    );
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  test('without the server settings, sign-in explains the server cannot be reached', async () => {
    server.use(http.get('/api/config', () => new HttpResponse(null, { status: 503 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderApp('/', { token: null });

    await user.click(screen.getByRole('button', { name: 'Jugar con Google' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor. Inténtalo de nuevo en unos minutos.',
    );
    expect(firebase.signInWithDemoAccount).not.toHaveBeenCalled();
  });
});

describe('registration (first sign-in)', () => {
  async function openWelcome() {
    answerLogin(false);
    const rendered = renderApp('/', { token: null });
    await chooseDemoAccount(rendered.user, 'nuevo@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenid@ a WORDS' });
    return { ...rendered, dialog, alias: within(dialog).getByLabelText('Nombre de jugador') };
  }

  test('the name field takes 3 to 30 characters', async () => {
    const { user, dialog, alias } = await openWelcome();
    const start = within(dialog).getByRole('button', { name: 'Empezar a jugar' });

    expect(alias).toHaveAttribute('maxLength', '30');
    expect(alias).toHaveAttribute('placeholder', '3-30 caracteres');
    expect(start).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(alias, 'a');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El nombre debe tener al menos 3 caracteres.',
    );
    expect(start).toBeDisabled();

    await user.type(alias, 'b');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El nombre debe tener al menos 3 caracteres.',
    );
    expect(start).toBeDisabled();

    await user.type(alias, 'c');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(start).toBeEnabled();

    await user.type(alias, 'x'.repeat(40));
    expect(alias).toHaveValue(`abc${'x'.repeat(27)}`);
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  test('two letters outside the BMP are two characters: too short', async () => {
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, '𝒜𝒜');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El nombre debe tener al menos 3 caracteres.',
    );
    expect(within(dialog).getByRole('button', { name: 'Empezar a jugar' })).toBeDisabled();
  });

  test('a name with characters the rules refuse says so and cannot be sent', async () => {
    const seen = trackRequests();
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana!');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(errors.INVALID_ALIAS.message);
    expect(within(dialog).getByRole('button', { name: 'Empezar a jugar' })).toBeDisabled();
    expect(apiCalls(seen)).toEqual(['POST /api/user/login']);
  });

  test('a chosen name registers the player, who lands on /play', async () => {
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post('/api/user/register', async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    answerWordOfTheDay();
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana_23');
    await user.click(within(dialog).getByRole('button', { name: 'Empezar a jugar' }));

    expect(await screen.findByText('casa')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/play');
    expect(body).toEqual({
      alias: 'Ana_23',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      notifications: false,
    });
    expect(authorization).toBe('Bearer demo-id-token:nuevo@example.com');
    expect(localStorage.getItem('userToken')).toBe('demo-id-token:nuevo@example.com');
    expect(localStorage.getItem('played')).toBe('false');
  });

  test('a refused name shows the server message and keeps the dialog open', async () => {
    server.use(
      http.post('/api/user/register', () =>
        HttpResponse.json(
          { error: 'ALIAS_TAKEN', message: errors.ALIAS_TAKEN.message },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Empezar a jugar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ese nombre ya está en uso. Elige otro.',
    );
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  test('after a taken name the focus is back on the name, and Escape still closes the dialog', async () => {
    const { held, release } = holdAnswers();
    server.use(
      http.post('/api/user/register', async () => {
        await held;
        return HttpResponse.json(
          { error: 'ALIAS_TAKEN', message: errors.ALIAS_TAKEN.message },
          { status: 409 },
        );
      }),
    );
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana');
    const start = within(dialog).getByRole('button', { name: 'Empezar a jugar' });
    await user.click(start);
    expect(start).toHaveAccessibleName('Iniciando sesión...');
    expect(start).toHaveAttribute('aria-busy', 'true');
    expect(start).toHaveFocus();
    release();

    await within(dialog).findByRole('alert');
    expect(alias).toHaveFocus();
    expect(alias).toHaveValue('Ana');
    expect(start).toHaveAccessibleName('Empezar a jugar');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });

  test('a registration that gets no answer from the server says the server cannot be reached', async () => {
    server.use(http.post('/api/user/register', () => HttpResponse.error()));
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Empezar a jugar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo conectar con el servidor. Inténtalo de nuevo en unos minutos.',
    );
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  test('a registration refused without a message shows the registration failure text', async () => {
    server.use(http.post('/api/user/register', () => new HttpResponse(null, { status: 400 })));
    const { user, dialog, alias } = await openWelcome();

    await user.type(alias, 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Empezar a jugar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se pudo completar el registro. Inténtalo de nuevo.',
    );
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  test('Cancelar leaves the player signed out of Firebase too', async () => {
    const { user, dialog } = await openWelcome();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBeNull();
  });
});
