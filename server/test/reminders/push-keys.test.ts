import { errors } from '@words/contract/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepSubscription } from '../../src/reminders/reminders.repository';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { startPushService, type TestPushService } from '../support/push-service';
import { senderOn } from '../support/test-sender';

// Monday 16 November 2026, 19:30 UTC: 20:30 in Madrid, half an hour before Ana's reminder.
const BEFORE_THE_HOUR = '2026-11-16T19:30:00.000Z';
const AT_THE_HOUR = '2026-11-16T20:00:30.000Z';

/** A point of 65 bytes in the uncompressed form that is not on the P-256 curve. */
const OFF_THE_CURVE = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');

/**
 * Issue 46, point 7: `p256dh: "not-a-key"` was stored, logged an error on every send and was
 * never dropped. A device's keys are checked when it is saved (a P-256 point, a 16-byte auth
 * secret); one stored before that, whose push cannot be encrypted, is dropped at its first send.
 */
describe.each(databaseKinds)('push devices’ keys on %s', (kind) => {
  let push: TestPushService;
  let game: TestGame;
  beforeEach(async () => {
    push = await startPushService();
    game = await startGame(kind, {
      start: BEFORE_THE_HOUR,
      env: { PUSH_SERVICE_ORIGINS: push.origin },
    });
    await game.register('ana');
  });
  afterEach(async () => {
    await game.close();
    await push.close();
  });

  const devicesOf = (uid: string) =>
    game.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('player_uid', '=', uid)
      .execute();

  it('refuses a device whose keys are not a P-256 point and a 16-byte secret', async () => {
    const { subscription } = push.device('móvil');
    const refusal = {
      error: 'INVALID_PUSH_SUBSCRIPTION',
      message: errors.INVALID_PUSH_SUBSCRIPTION.message,
    };
    for (const keys of [
      { ...subscription.keys, p256dh: 'not-a-key' },
      { ...subscription.keys, p256dh: OFF_THE_CURVE },
      { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(0, 40) },
      { ...subscription.keys, auth: 'x' },
      { ...subscription.keys, auth: Buffer.alloc(32, 7).toString('base64url') },
      { ...subscription.keys, auth: '***' },
    ]) {
      const response = await game.call('ana', {
        method: 'POST',
        url: '/api/user/reminders/push',
        payload: { subscription: { ...subscription, keys } },
      });
      expect({ keys, status: response.statusCode, body: response.json() }).toEqual({
        keys,
        status: 400,
        body: refusal,
      });
    }
    expect(await devicesOf('ana')).toEqual([]);
    const good = await game.call('ana', {
      method: 'POST',
      url: '/api/user/reminders/push',
      payload: { subscription },
    });
    expect(good.json()).toMatchObject({ devices: 1 });
  });

  it('drops a stored device whose push cannot be encrypted for its keys, without an error', async () => {
    await game.call('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 21, timezone: 'Europe/Madrid' },
    });
    await keepSubscription(game.database.db, {
      endpoint: `${push.origin}/push/viejo`,
      player_uid: 'ana',
      p256dh: 'not-a-key',
      auth: 'x',
      created_at: game.clock.now().toISOString(),
    });
    const errorsLogged: string[] = [];
    const sender = await senderOn(game, {
      log: {
        debug: () => undefined,
        info: () => undefined,
        warn: (_, m) => errorsLogged.push(m),
        error: (_, m) => errorsLogged.push(m),
      },
      pause: async () => undefined,
    });
    game.clock.set(AT_THE_HOUR);
    await sender.tick();
    expect(errorsLogged).toEqual([]);
    expect(await devicesOf('ana')).toEqual([]);
  });
});
