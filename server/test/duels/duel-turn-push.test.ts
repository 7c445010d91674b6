import { messages } from '@words/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { duelOf, playDay, say } from '../support/duels';
import { startGame, type TestGame } from '../support/game';
import { startPushService, type TestPushService } from '../support/push-service';

describe.each(databaseKinds)("the push when it is a player's turn in a duel on %s", (kind) => {
  let push: TestPushService;
  let game: TestGame;
  beforeEach(async () => {
    push = await startPushService();
    game = await startGame(kind, { env: { PUSH_SERVICE_ORIGINS: push.origin } });
  });
  afterEach(async () => {
    await game.close();
    await push.close();
  });

  /** `uid` registers with a device, and reminders on or off. */
  async function playerWithDevice(uid: string, alias: string, enabled: boolean) {
    await game.register(uid, alias);
    const settings = { enabled, hour: 20, timezone: 'UTC' };
    await game.call(uid, { method: 'PUT', url: '/api/user/reminders', payload: settings });
    const added = await game.call(uid, {
      method: 'POST',
      url: '/api/user/reminders/push',
      payload: { subscription: push.device(uid).subscription },
    });
    expect(added.json()).toMatchObject({ devices: 1 });
  }

  it('reaches the friend who turned reminders on, and not one who did not', async () => {
    await playerWithDevice('ana', 'Ana', false);
    await playerWithDevice('bea', 'Bea', true);
    await playerWithDevice('carla', 'Carla', false);
    const withBea = await duelOf(game, 'ana', 'bea');
    const withCarla = await duelOf(game, 'ana', 'carla');
    await playDay(game, { ana: 'agua', bea: 'fuego', carla: 'tierra' });
    expect((await say(game, 'ana', withBea, 'vapor')).statusCode).toBe(201);
    expect((await say(game, 'ana', withCarla, 'barro')).statusCode).toBe(201);
    // Revealing a round tells nobody: it is both players' turn at once.
    expect((await say(game, 'bea', withBea, 'calor')).statusCode).toBe(201);
    // The sender's stop waits for the pushes in flight.
    await game.app.reminderSender.stop();

    expect(push.refused).toEqual([]);
    expect(push.received.map(({ device, payload }) => ({ device, payload }))).toEqual([
      {
        device: 'bea',
        payload: { title: 'WORDS', body: messages.duelYourTurn('Ana'), url: `/retos/${withBea}` },
      },
    ]);
  });
});
