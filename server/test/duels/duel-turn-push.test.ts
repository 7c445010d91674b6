import { messages } from '@words/contract/messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { challenge, duelAs, duelOf, playDay, refusal, say } from '../support/duels';
import { startGame, type TestGame } from '../support/game';
import { startPushService, type TestPushService } from '../support/push-service';

describe.each(databaseKinds)(
  "the push when it is a player's turn in a duel, «Te toca» too, on %s",
  (kind) => {
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

    /** Ana's duels with Bea (reminders on) and Carla (off), their first round revealed. */
    async function anaWithBeaAndCarla() {
      await playerWithDevice('ana', 'Ana', false);
      await playerWithDevice('bea', 'Bea', true);
      await playerWithDevice('carla', 'Carla', false);
      const withBea = await duelOf(game, 'ana', 'bea');
      const withCarla = await duelOf(game, 'ana', 'carla');
      await playDay(game, { ana: 'agua', bea: 'fuego', carla: 'tierra' });
      return { withBea, withCarla };
    }

    it('reaches the friend who turned reminders on, and not one who did not', async () => {
      const { withBea, withCarla } = await anaWithBeaAndCarla();
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

    // Issue 60, point 2 (decision 0072): «Te toca», once a day, from the one who waits.
    const nudge = (uid: string, id: string) =>
      game.call(uid, { method: 'POST', url: `/api/duels/${id}/nudge` });

    const nudgePushes = () =>
      push.received
        .filter(({ payload }) => payload.body !== messages.duelYourTurn('Ana'))
        .map(({ device, payload }) => ({ device, payload }));

    it('sends one a day, pushed where reminders are on and shown on the next visit, never a second', async () => {
      const { withBea, withCarla } = await anaWithBeaAndCarla();
      // Both owe round 2: neither waits on the other yet.
      expect((await nudge('ana', withBea)).json()).toEqual(refusal('NUDGE_NOT_WAITING'));
      await say(game, 'ana', withBea, 'vapor');
      await say(game, 'ana', withCarla, 'barro');
      expect((await duelAs(game, 'ana', withBea)).may_nudge).toBe(true);
      // Bea owes the word: she waits on nobody.
      expect((await nudge('bea', withBea)).json()).toEqual(refusal('NUDGE_NOT_WAITING'));

      const sent = await nudge('ana', withBea);
      expect([sent.statusCode, sent.json()]).toEqual([201, { date: game.clock.today() }]);
      const again = await nudge('ana', withBea);
      expect([again.statusCode, again.json()]).toEqual([409, refusal('ALREADY_NUDGED')]);
      expect((await duelAs(game, 'ana', withBea)).may_nudge).toBe(false);
      expect(await duelAs(game, 'bea', withBea)).toMatchObject({ nudged: true, your_turn: true });
      // Carla has no reminders on: no push, and the page tells her on her next visit.
      expect((await nudge('ana', withCarla)).statusCode).toBe(201);
      const carlas = await game.call('carla', { method: 'GET', url: '/api/duels' });
      expect(carlas.json().duels).toEqual([
        expect.objectContaining({ id: withCarla, nudged: true }),
      ]);
      expect((await nudge('carla', withCarla)).json()).toEqual(refusal('NUDGE_NOT_WAITING'));
      expect((await nudge('bea', withCarla)).json()).toEqual(refusal('DUEL_NOT_FOUND'));

      // The next day, one more; nothing else went out meanwhile.
      game.clock.advanceDays(1);
      expect(await duelAs(game, 'bea', withBea)).toMatchObject({ nudged: false, your_turn: true });
      expect((await nudge('ana', withBea)).statusCode).toBe(201);
      expect((await nudge('ana', withBea)).json()).toEqual(refusal('ALREADY_NUDGED'));
      // Her word ends the wait: nothing left to say.
      await say(game, 'bea', withBea, 'calor');
      expect(await duelAs(game, 'bea', withBea)).toMatchObject({ nudged: false, may_nudge: false });

      await game.app.reminderSender.stop();
      expect(push.refused).toEqual([]);
      const nudged = { title: 'WORDS', body: messages.duelNudge('Ana'), url: `/retos/${withBea}` };
      expect(nudgePushes()).toEqual([
        { device: 'bea', payload: nudged },
        { device: 'bea', payload: nudged },
      ]);
    });

    it('refuses it in a duel over or waiting for a friend, and on a paused one sends it', async () => {
      await playerWithDevice('ana', 'Ana', false);
      await playerWithDevice('bea', 'Bea', true);
      const { id: open } = await challenge(game, 'ana');
      expect((await nudge('ana', open)).json()).toEqual(refusal('NUDGE_NOT_WAITING'));
      const late = await duelOf(game, 'ana', 'bea');
      await playDay(game, { ana: 'agua', bea: 'fuego' });
      await say(game, 'ana', late, 'vapor');
      game.clock.advanceDays(1);
      const met = await duelOf(game, 'ana', 'bea');
      await playDay(game, { ana: 'nube', bea: 'nube' });
      expect((await duelAs(game, 'ana', met)).state).toBe('match');
      expect((await nudge('ana', met)).json()).toEqual(refusal('DUEL_OVER'));
      game.clock.advanceDays(2);
      expect((await duelAs(game, 'ana', late)).state).toBe('paused');
      expect((await nudge('ana', late)).statusCode).toBe(201);
      await game.app.reminderSender.stop();
      expect(nudgePushes()).toEqual([
        {
          device: 'bea',
          payload: { title: 'WORDS', body: messages.duelNudge('Ana'), url: `/retos/${late}` },
        },
      ]);
    });
  },
);
