import { errors } from '@words/contract/errors';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import * as firebase from '@/lib/firebase';
import { apiRequest, isException, serverMessage } from '@/lib/api-client';
import { server, trackRequests } from '@/testing/server';

describe('apiRequest', () => {
  test('sends the stored token as Bearer, and a body as JSON', async () => {
    localStorage.setItem('userToken', 'player-token');
    let body: unknown;
    server.use(
      http.post('/api/vote/submit', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'ok' }, { status: 201 });
      }),
    );
    const seen = trackRequests();

    const result = await apiRequest('/api/vote/submit', {
      method: 'POST',
      body: { answer_uuid: 'a', score: 5 },
    });

    expect(result).toEqual({ ok: true, status: 201, data: { success: true, message: 'ok' } });
    expect(body).toEqual({ answer_uuid: 'a', score: 5 });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/vote/submit',
        authorization: 'Bearer player-token',
        contentType: 'application/json',
      },
    ]);
  });

  test('without a token it sends nothing and ends the session', async () => {
    localStorage.setItem(
      'wordData',
      JSON.stringify({ word: 'casa', played: true, date: '2026-03-10' }),
    );
    const seen = trackRequests();

    const result = await apiRequest('/api/user/profile');

    expect(result).toEqual({ ok: false, status: 401, data: null });
    expect(seen).toEqual([]);
    expect(localStorage.getItem('wordData')).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });

  test('a network failure becomes status 500 without data', async () => {
    localStorage.setItem('userToken', 'player-token');
    server.use(http.get('/api/user/profile', () => HttpResponse.error()));

    const result = await apiRequest('/api/user/profile');

    expect(result).toEqual({ ok: false, status: 500, data: null });
    expect(isException(result)).toBe(true);
    expect(localStorage.getItem('userToken')).toBe('player-token');
  });

  test('an error answer carries the server code and message', async () => {
    localStorage.setItem('userToken', 'player-token');
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(
          { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message },
          { status: 429 },
        ),
      ),
    );

    const result = await apiRequest('/api/user/profile');

    expect(result).toEqual({
      ok: false,
      status: 429,
      data: { error: 'RATE_LIMITED', message: errors.RATE_LIMITED.message },
    });
    expect(serverMessage(result)).toBe(errors.RATE_LIMITED.message);
    expect(isException(result)).toBe(false);
  });

  test('204 No Content is a success without data (Saltar)', async () => {
    localStorage.setItem('userToken', 'player-token');
    server.use(http.post('/api/vote/skip', () => new HttpResponse(null, { status: 204 })));

    const result = await apiRequest('/api/vote/skip', {
      method: 'POST',
      body: { answer_uuid: 'a' },
    });

    expect(result).toEqual({ ok: true, status: 204, data: null });
  });

  test('a 200 without a body is still no answer at all', async () => {
    localStorage.setItem('userToken', 'player-token');
    server.use(http.get('/api/vote/random', () => new HttpResponse(null, { status: 200 })));

    expect(await apiRequest('/api/vote/random')).toEqual({ ok: false, status: 200, data: null });
  });

  test('a body that is not an error object gives no data', async () => {
    localStorage.setItem('userToken', 'player-token');
    server.use(http.get('/api/user/profile', () => new HttpResponse('<html>', { status: 502 })));

    const result = await apiRequest('/api/user/profile');

    expect(result).toEqual({ ok: false, status: 502, data: null });
    expect(serverMessage(result)).toBeNull();
  });

  test('a 401 removes the token and signs out', async () => {
    localStorage.setItem('userToken', 'expired-token');
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(
          { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message },
          { status: 401 },
        ),
      ),
    );

    const result = await apiRequest('/api/user/profile');

    expect(result.status).toBe(401);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(firebase.signOutOfFirebase).toHaveBeenCalled();
  });

  test('a 401 for a token refreshed meanwhile is tried once more with the new token', async () => {
    localStorage.setItem('userToken', 'old-token');
    server.use(
      http.get('/api/user/profile', ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer new-token') {
          return HttpResponse.json({ alias: 'Ana', playedWords: [] });
        }
        // The refresh lands while the first call is on its way.
        localStorage.setItem('userToken', 'new-token');
        return HttpResponse.json(
          { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message },
          { status: 401 },
        );
      }),
    );

    const result = await apiRequest('/api/user/profile');

    expect(result).toEqual({ ok: true, status: 200, data: { alias: 'Ana', playedWords: [] } });
    expect(localStorage.getItem('userToken')).toBe('new-token');
  });

  test('an explicit bearer (sign-in) is used as given; its 401 stores nothing and ends nothing', async () => {
    server.use(
      http.post('/api/user/login', () =>
        HttpResponse.json(
          { error: 'UNAUTHORIZED', message: errors.UNAUTHORIZED.message },
          { status: 401 },
        ),
      ),
    );
    const seen = trackRequests();

    const result = await apiRequest('/api/user/login', { method: 'POST', bearer: 'id-token' });

    expect(result.status).toBe(401);
    expect(seen[0]).toMatchObject({ authorization: 'Bearer id-token', contentType: null });
    expect(firebase.signOutOfFirebase).not.toHaveBeenCalled();
  });
});
