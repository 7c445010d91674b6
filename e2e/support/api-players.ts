import { baseUrl } from './browser';

/**
 * Players set up through the game's own calls, as their page would make them, for a journey test
 * that needs answers to exist without depending on another test: the demo account chooser's
 * sign-in at the Auth emulator, POST /api/user/register, GET /api/play/word-of-the-day and
 * POST /api/play/submit. The same email signs in to the same player in the browser later.
 */

interface DemoSettings {
  firebase: { apiKey: string };
  authEmulatorUrl: string | null;
}

/** An ID token for the demo account `email`, as the chooser's fake Google sign-in gets it. */
async function demoIdToken(email: string): Promise<string> {
  const config = (await (await fetch(new URL('/api/config', baseUrl))).json()) as DemoSettings;
  if (!config.authEmulatorUrl) throw new Error('the journeys need the game in demo mode');
  const address = email.trim().toLowerCase();
  const googleToken = JSON.stringify({
    sub: `demo-${address}`,
    email: address,
    email_verified: true,
  });
  const response = await fetch(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${config.firebase.apiKey}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) {
    throw new Error(`the Auth emulator refused ${email}: ${JSON.stringify(body)}`);
  }
  return body.idToken;
}

/** Calls `path` of the game as the player with `token`; throws unless it answers `status`. */
async function callAs<T>(
  token: string,
  path: string,
  status: number,
  payload?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: payload === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Registers the demo account `email` as `alias` and files its answer to today's word:
 * `answerTo` picks it from the word. Returns the answer filed.
 */
export async function answeredThroughTheApi(
  email: string,
  alias: string,
  answerTo: (word: string) => string,
): Promise<string> {
  const token = await demoIdToken(email);
  await callAs(token, '/api/user/register', 201, {
    alias,
    timezone: 'Europe/Madrid',
    notifications: false,
  });
  const { word } = await callAs<{ word: string }>(token, '/api/play/word-of-the-day', 200);
  const answer = answerTo(word);
  await callAs(token, '/api/play/submit', 201, { word, answer, date: new Date().toISOString() });
  return answer;
}
