import { errors } from '@words/contract/errors';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startGame, type TestGame } from '../support/game';
import { startPushService, type TestPushService } from '../support/push-service';

const NOT_REGISTERED = { error: 'NOT_REGISTERED', message: errors.NOT_REGISTERED.message };
// Monday 16 November 2026, 19:30 UTC: 20:30 in Madrid, half an hour before the reminder.
const BEFORE_THE_HOUR = '2026-11-16T19:30:00.000Z';
const AT_THE_HOUR = '2026-11-16T20:00:30.000Z';

/**
 * Issue 46, point 5: a player deleted on one instance could still save reminders, a device and a
 * calendar on another; the rows stayed with no player, the calendar answered
 * and the sender pushed to the deleted player's device.
 */
describe.each(databaseKinds)('a deleted player’s reminders on another instance, on %s', (kind) => {
  let push: TestPushService;
  let game: TestGame;
  let other: FastifyInstance;
  afterEach(async () => {
    await other.close();
    await game.close();
    await push.close();
  });

  const onOther = async (uid: string, request: InjectOptions) =>
    other.inject({
      ...request,
      headers: { authorization: `Bearer ${await game.tokenFor(uid)}` },
    });

  it('refuses every reminder as not registered, keeps no row and sends nothing', async () => {
    push = await startPushService();
    game = await startGame(kind, {
      start: BEFORE_THE_HOUR,
      env: { PUSH_SERVICE_ORIGINS: push.origin },
    });
    other = await game.anotherInstance();
    await game.register('ana');
    const seen = await onOther('ana', { method: 'GET', url: '/api/user/reminders' });
    expect(seen.statusCode).toBe(200);

    expect((await game.call('ana', { method: 'DELETE', url: '/api/user' })).statusCode).toBe(204);

    const saved = await onOther('ana', {
      method: 'PUT',
      url: '/api/user/reminders',
      payload: { enabled: true, hour: 21, timezone: 'Europe/Madrid' },
    });
    expect([saved.statusCode, saved.json()]).toEqual([403, NOT_REGISTERED]);
    const added = await onOther('ana', {
      method: 'POST',
      url: '/api/user/reminders/push',
      payload: { subscription: push.device('ana').subscription },
    });
    expect([added.statusCode, added.json()]).toEqual([403, NOT_REGISTERED]);
    const calendar = await onOther('ana', { method: 'POST', url: '/api/user/reminders/calendar' });
    expect([calendar.statusCode, calendar.json()]).toEqual([403, NOT_REGISTERED]);

    const db = game.database.db;
    const left = await Promise.all([
      db.selectFrom('reminders').select('player_uid').where('player_uid', '=', 'ana').execute(),
      db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('player_uid', '=', 'ana')
        .execute(),
    ]);
    expect(left).toEqual([[], []]);
    game.clock.set(AT_THE_HOUR);
    await Promise.all([game.app.reminderSender.tick(), other.reminderSender.tick()]);
    expect(push.received).toEqual([]);
  });
});
