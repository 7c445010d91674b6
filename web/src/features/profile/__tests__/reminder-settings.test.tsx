import type { RemindersResponse } from '@words/contract/api/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { demoConfig, remindersOff } from '@/testing/data';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dispositivo-1';

/** A browser's push machinery: a service worker registration whose PushManager the test drives. */
function fakePush(options: {
  permission: NotificationPermission;
  subscribed?: boolean;
  /** The browser has no push service: subscribing fails whatever the permission. */
  noPushService?: boolean;
}) {
  let current: {
    endpoint: string;
    unsubscribe: () => Promise<boolean>;
    toJSON: () => unknown;
  } | null = null;
  const makeSubscription = () => ({
    endpoint: ENDPOINT,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'clave-p256dh', auth: 'secreto' } }),
  });
  if (options.subscribed) current = makeSubscription();
  const subscribe = vi.fn(async () => {
    if (options.noPushService) {
      throw new DOMException('Registration failed - push service not available', 'AbortError');
    }
    return (current = makeSubscription());
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  const requestPermission = vi.fn(async () => options.permission);
  vi.stubGlobal('Notification', { requestPermission, permission: 'default' });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, requestPermission };
}

/** Answers the reminders' calls and records what the page sent. */
function answerReminders(initial: RemindersResponse = remindersOff) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let state = initial;
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
  };
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json({ alias: 'Ana', playedWords: [] })),
    http.get('/api/user/reminders', () => HttpResponse.json(state)),
    http.put('/api/user/reminders', async ({ request }) => {
      await record(request.clone());
      const settings = (await request.json()) as RemindersResponse['settings'];
      state = { ...state, settings };
      return HttpResponse.json(state);
    }),
    http.post('/api/user/reminders/push', async ({ request }) => {
      await record(request);
      state = { ...state, devices: state.devices + 1 };
      return HttpResponse.json(state);
    }),
    http.delete('/api/user/reminders/push', async ({ request }) => {
      await record(request);
      state = { ...state, devices: state.devices - 1 };
      return HttpResponse.json(state);
    }),
    http.post('/api/user/reminders/calendar', async ({ request }) => {
      await record(request);
      return HttpResponse.json(
        { url: `https://words.example/calendar/${'t'.repeat(43)}.ics` },
        { status: 201 },
      );
    }),
  );
  return sent;
}

const section = () => screen.findByRole('region', { name: 'Recordatorios' });

// The first render of 'Mis partidas' loads the whole page's modules: slow on a busy machine.
describe("'Recordatorios' on 'Mis partidas'", { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      http.get('/api/config', () => HttpResponse.json({ ...demoConfig, vapidPublicKey: 'BPdGF2' })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  test('turns the daily reminder on at the chosen hour in the device’s time zone', async () => {
    fakePush({ permission: 'granted' });
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(reminders.getByText(`Hora de tu dispositivo (${zone}).`)).toBeInTheDocument();
    expect(reminders.getByRole('checkbox', { name: 'Recordármelo cada día' })).not.toBeChecked();

    await userEvent.click(reminders.getByRole('checkbox', { name: 'Recordármelo cada día' }));
    await userEvent.selectOptions(reminders.getByRole('combobox', { name: 'Hora' }), '21:00');
    await userEvent.click(reminders.getByRole('button', { name: 'Guardar' }));

    expect(await reminders.findByRole('status')).toHaveTextContent('Recordatorio guardado.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/user/reminders',
        body: { enabled: true, hour: 21, timezone: zone },
      },
    ]);
  });

  test('subscribes this device with the server’s key after the player allows notifications', async () => {
    const push = fakePush({ permission: 'granted' });
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    expect(reminders.getByText('Este dispositivo no recibe notificaciones.')).toBeInTheDocument();

    await userEvent.click(reminders.getByRole('button', { name: 'Activar en este dispositivo' }));

    expect(
      await reminders.findByText('Este dispositivo recibe las notificaciones.'),
    ).toBeInTheDocument();
    expect(reminders.getByText('Tienes 1 dispositivo con notificaciones.')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalled();
    const [[options]] = push.subscribe.mock.calls as unknown as [[PushSubscriptionOptionsInit]];
    expect(options.userVisibleOnly).toBe(true);
    // 'BPdGF2' in base64url is these four bytes.
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([0x04, 0xf7, 0x46, 0x17]);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/user/reminders/push',
        body: {
          subscription: { endpoint: ENDPOINT, keys: { p256dh: 'clave-p256dh', auth: 'secreto' } },
        },
      },
    ]);
  });

  test('turns this device off: unsubscribed here and removed on the server', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    const sent = answerReminders({ ...remindersOff, devices: 1 });
    renderApp('/profile');
    const reminders = within(await section());
    await userEvent.click(
      await reminders.findByRole('button', { name: 'Desactivar en este dispositivo' }),
    );
    expect(
      await reminders.findByText('Este dispositivo no recibe notificaciones.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/user/reminders/push', body: { endpoint: ENDPOINT } },
    ]);
  });

  test('says so when the player does not allow notifications, and sends nothing', async () => {
    const push = fakePush({ permission: 'denied' });
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    await userEvent.click(reminders.getByRole('button', { name: 'Activar en este dispositivo' }));
    expect(await reminders.findByRole('alert')).toHaveTextContent(
      'Sin tu permiso el navegador no puede mostrar notificaciones. Puedes darlo en los ajustes del navegador.',
    );
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  test('says so on a browser without push notifications', async () => {
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    await userEvent.click(reminders.getByRole('button', { name: 'Activar en este dispositivo' }));
    expect(await reminders.findByRole('alert')).toHaveTextContent(
      'Este navegador no puede recibir notificaciones de WORDS.',
    );
    expect(sent).toEqual([]);
  });

  // Issue 47, point 6: «Inténtalo de nuevo», far below the button, and wiped by a calendar address.
  test('permission given but no push service: says what the device cannot do beside its button, and the calendar keeps it', async () => {
    fakePush({ permission: 'granted', noPushService: true });
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    const turnOn = reminders.getByRole('button', { name: 'Activar en este dispositivo' });
    await userEvent.click(turnOn);

    const alert = await reminders.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este dispositivo no puede recibir notificaciones de WORDS, aunque le hayas dado permiso: su navegador no tiene servicio de notificaciones. Usa el calendario: te avisa cada día a tu hora.',
    );
    // Beside the button, before the calendar's part.
    expect(turnOn.nextElementSibling).toBe(alert);
    expect(sent).toEqual([]);

    await userEvent.click(reminders.getByRole('button', { name: 'Crear dirección de calendario' }));
    await reminders.findByRole('textbox', { name: 'Dirección de tu calendario' });
    expect(reminders.getByRole('alert')).toBe(alert);
  });

  test('shows the server’s Spanish message when it refuses the device', async () => {
    fakePush({ permission: 'granted' });
    answerReminders();
    const message =
      'Este navegador no ha dado una suscripción de notificaciones válida. Prueba con otro navegador.';
    server.use(
      http.post('/api/user/reminders/push', () =>
        HttpResponse.json({ error: 'INVALID_PUSH_SUBSCRIPTION', message }, { status: 400 }),
      ),
    );
    renderApp('/profile');
    const reminders = within(await section());
    await userEvent.click(reminders.getByRole('button', { name: 'Activar en este dispositivo' }));
    expect(await reminders.findByRole('alert')).toHaveTextContent(message);
  });

  test('makes a private calendar address and shows it, then offers a new one', async () => {
    const sent = answerReminders();
    renderApp('/profile');
    const reminders = within(await section());
    await userEvent.click(reminders.getByRole('button', { name: 'Crear dirección de calendario' }));
    expect(
      await reminders.findByRole('textbox', { name: 'Dirección de tu calendario' }),
    ).toHaveValue(`https://words.example/calendar/${'t'.repeat(43)}.ics`);
    await waitFor(() =>
      expect(
        reminders.getByRole('button', { name: 'Crear una dirección nueva' }),
      ).toBeInTheDocument(),
    );
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/user/reminders/calendar']);
  });

  describe('when the settings cannot be loaded', () => {
    test('no answer: says so in the section, and "Reintentar" loads them', async () => {
      answerReminders();
      let down = true;
      server.use(
        http.get('/api/user/reminders', () =>
          down ? HttpResponse.error() : HttpResponse.json(remindersOff),
        ),
      );
      renderApp('/profile');
      const reminders = within(await section());
      expect(await reminders.findByRole('alert')).toHaveTextContent(
        'Hubo un problema al cargar los recordatorios.',
      );
      expect(reminders.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();

      down = false;
      await userEvent.click(reminders.getByRole('button', { name: 'Reintentar' }));
      const loaded = within(await section());
      expect(await loaded.findByRole('button', { name: 'Guardar' })).toBeInTheDocument();
      expect(loaded.queryByRole('alert')).not.toBeInTheDocument();
    });

    test('a refusal without a message of the server’s shows the default text', async () => {
      answerReminders();
      server.use(http.get('/api/user/reminders', () => new HttpResponse('oops', { status: 502 })));
      renderApp('/profile');
      const reminders = within(await section());
      expect(await reminders.findByRole('alert')).toHaveTextContent(
        'Error al cargar los recordatorios.',
      );
    });
  });
});
