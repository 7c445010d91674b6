import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errors } from '@words/contract/errors';
import { startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';
import { startPushService, type TestPushService } from '../support/push-service';

const MADRID_AT_NINE = { enabled: true, hour: 21, timezone: 'Europe/Madrid' };

describe.each(databaseKinds)('the reminders’ calls on %s', (kind) => {
  let push: TestPushService;
  let game: TestGame;
  beforeEach(async () => {
    push = await startPushService();
    game = await startGame(kind, { env: { PUSH_SERVICE_ORIGINS: push.origin } });
    await game.register('ana', 'Ana Sol');
  });
  afterEach(async () => {
    await game.close();
    await push.close();
  });

  const settings = (uid: string, payload: unknown) =>
    game.call(uid, { method: 'PUT', url: '/api/user/reminders', payload: payload as object });
  const addDevice = (uid: string, subscription: unknown) =>
    game.call(uid, {
      method: 'POST',
      url: '/api/user/reminders/push',
      payload: { subscription } as object,
    });
  const refusal = (code: keyof typeof errors) => ({ error: code, message: errors[code].message });

  it('are off until the player turns them on, and keep the hour and zone they chose', async () => {
    const before = await game.call('ana', { method: 'GET', url: '/api/user/reminders' });
    expect(before.json()).toEqual({
      settings: { enabled: false, hour: 20, timezone: 'UTC' },
      devices: 0,
      calendar: false,
    });
    const saved = await settings('ana', MADRID_AT_NINE);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ settings: MADRID_AT_NINE, devices: 0, calendar: false });
    const after = await game.call('ana', { method: 'GET', url: '/api/user/reminders' });
    expect(after.json()).toEqual(saved.json());
  });

  it('refuses bad settings with a Spanish message, never a 500', async () => {
    const bad = [
      [{ ...MADRID_AT_NINE, hour: 24 }, 'INVALID_REQUEST'],
      [{ ...MADRID_AT_NINE, hour: 7.5 }, 'INVALID_REQUEST'],
      [{ ...MADRID_AT_NINE, hour: '21' }, 'INVALID_REQUEST'],
      [{ enabled: true, hour: 21 }, 'INVALID_REQUEST'],
      [{ ...MADRID_AT_NINE, timezone: 'Marte/Olympus' }, 'INVALID_TIMEZONE'],
      [{ ...MADRID_AT_NINE, extra: 1 }, 'INVALID_REQUEST'],
    ] as const;
    for (const [payload, code] of bad) {
      const response = await settings('ana', payload);
      expect({ payload, status: response.statusCode, code: response.json().error }).toEqual({
        payload,
        status: 400,
        code,
      });
      expect(response.json().message).toMatch(/[a-záéíóúñ]/);
    }
  });

  it('keeps a device per subscription, refuses addresses that are not push services, removes one', async () => {
    const device = push.device('móvil');
    expect((await addDevice('ana', device.subscription)).json()).toMatchObject({ devices: 1 });
    // The same device again is still one.
    expect((await addDevice('ana', device.subscription)).json()).toMatchObject({ devices: 1 });
    expect((await addDevice('ana', push.device('portátil').subscription)).json()).toMatchObject({
      devices: 2,
    });

    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'no es una dirección',
    ]) {
      const response = await addDevice('ana', { ...device.subscription, endpoint });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('INVALID_PUSH_SUBSCRIPTION'));
    }
    const noKeys = await addDevice('ana', { endpoint: device.subscription.endpoint });
    expect(noKeys.statusCode).toBe(400);

    const removed = await game.call('ana', {
      method: 'DELETE',
      url: '/api/user/reminders/push',
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(removed.json()).toMatchObject({ devices: 1 });
    const again = await game.call('ana', {
      method: 'DELETE',
      url: '/api/user/reminders/push',
      payload: { endpoint: device.subscription.endpoint },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(refusal('PUSH_NOT_FOUND'));
  });

  it('are for registered players only', async () => {
    const response = await game.call('sin-registro', { method: 'GET', url: '/api/user/reminders' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'NOT_REGISTERED' });
    const unsigned = await game.call(null, {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: MADRID_AT_NINE,
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('go into the data download, and go with the account: devices and calendar address', async () => {
    await settings('ana', MADRID_AT_NINE);
    const device = push.device('móvil');
    await addDevice('ana', device.subscription);
    const calendar = await game.call('ana', {
      method: 'POST',
      url: '/api/user/reminders/calendar',
    });
    const calendarPath = new URL(calendar.json().url).pathname;

    const exported = await game.call('ana', { method: 'GET', url: '/api/user/export' });
    expect(exported.json().reminders).toEqual({
      enabled: true,
      hour: 21,
      timezone: 'Europe/Madrid',
      calendar: true,
      devices: [
        { endpoint: device.subscription.endpoint, addedAt: game.clock.now().toISOString() },
      ],
    });

    expect((await game.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);
    const db = game.database.db;
    expect(await db.selectFrom('push_subscriptions').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('reminders').selectAll().execute()).toEqual([]);
    expect((await game.call(null, { method: 'GET', url: calendarPath })).statusCode).toBe(404);
  });

  it('gives every instance the same VAPID public key, made once and kept in the database', async () => {
    const first = (await game.call(null, { method: 'GET', url: '/api/config' })).json();
    const other = await game.anotherInstance();
    try {
      const second = (await other.inject({ method: 'GET', url: '/api/config' })).json();
      expect(second.vapidPublicKey).toBe(first.vapidPublicKey);
    } finally {
      await other.close();
    }
  });
});
