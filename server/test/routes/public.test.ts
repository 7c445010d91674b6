import { errors } from '@words/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protectedCalls } from '../support/calls';
import { startGame, type TestGame } from '../support/game';
import { databaseKinds } from '../support/databases';

describe.each(databaseKinds)('public calls on %s', (kind) => {
  let game: TestGame;
  beforeAll(async () => {
    game = await startGame(kind, {
      env: {
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        CREDITS_CREATOR: 'Creadora',
        PRIVACY_CONTACT: 'privacidad@words.example',
      },
    });
  });
  afterAll(() => game.close());

  it('gives the page its Firebase settings without a token', async () => {
    const response = await game.call(null, { method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firebase: {
        apiKey: 'test-api-key',
        authDomain: 'demo-words.firebaseapp.com',
        projectId: 'demo-words',
        appId: null,
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      credits: { creator: 'Creadora', thanks: null },
      privacyContact: 'privacidad@words.example',
      vapidPublicKey: expect.stringMatching(/^[\w-]{87}$/),
    });
  });

  it('says it is healthy while the database answers', async () => {
    const response = await game.call(null, { method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the error shape', async () => {
    const response = await game.call(null, { method: 'GET', url: '/api/nada' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: errors.NOT_FOUND.message });
  });

  it('asks for a token on every player and judge call', async () => {
    for (const [method, url] of protectedCalls) {
      const response = await game.call(null, { method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({
        error: 'UNAUTHORIZED',
        message: errors.UNAUTHORIZED.message,
      });
    }
  });
});
