import { demoSignIn } from '../../scripts/lib/demo-sign-in.mjs';
import { baseUrl } from './browser';
import { judgesOwnAnswer } from './players';

/**
 * Players set up through the game's own calls, as their page would make them, for a journey test
 * that needs answers to exist without depending on another test: the demo account chooser's
 * sign-in at the Auth emulator, POST /api/user/register, GET /api/play/word-of-the-day and
 * POST /api/play/submit. The same email signs in to the same player in the browser later.
 */

/** An ID token for the demo account `email`, from the Auth emulator the game names. */
async function demoIdToken(gameUrl: string, email: string): Promise<string> {
  const config = (await (await fetch(new URL('/api/config', gameUrl))).json()) as {
    authEmulatorUrl: string | null;
  };
  if (!config.authEmulatorUrl) throw new Error('the journeys need the game in demo mode');
  const { idToken } = await demoSignIn(new URL(config.authEmulatorUrl).host, email);
  return idToken;
}

/**
 * A demo account signed in to the game at `gameUrl`: its calls, as its page would make them
 * (GET without a payload, POST with one unless `method` says otherwise).
 */
export async function playerOf(gameUrl: string, email: string) {
  const token = await demoIdToken(gameUrl, email);
  /** Calls `path` as the player; throws unless the game answers `status`. */
  return <T>(path: string, status: number, payload?: unknown, method?: 'PUT') =>
    callAs<T>(new URL(path, gameUrl), token, status, payload, method);
}

async function callAs<T>(
  url: URL,
  token: string,
  status: number,
  payload?: unknown,
  method?: 'PUT',
): Promise<T> {
  const response = await fetch(url, {
    method: method ?? (payload === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${url.pathname}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** Signs the demo account `email` in and registers it as `alias`. */
export async function registered(gameUrl: string, email: string, alias: string) {
  const call = await playerOf(gameUrl, email);
  await call('/api/user/register', 201, { alias, timezone: 'Europe/Madrid', notifications: false });
  return call;
}

/**
 * Registers the demo account `email` as `alias` and files its answer to today's word:
 * `answerTo` picks it from the word. Returns the answer filed.
 */
export async function answeredThroughTheApi(
  email: string,
  alias: string,
  answerTo: (word: string) => string,
  gameUrl = baseUrl,
): Promise<string> {
  const call = await registered(gameUrl, email, alias);
  const { word } = await call<{ word: string }>('/api/play/word-of-the-day', 200);
  const answer = answerTo(word);
  await call('/api/play/submit', 201, { word, answer, date: new Date().toISOString() });
  return answer;
}

/**
 * Registers the demo account `email` as `alias`, a judge, who plays today and then scores the answers the game hands
 * out (5 each) until it is handed `target`, which it scores `score`.
 */
export async function judgedThroughTheApi(
  email: string,
  alias: string,
  target: string,
  score: number,
  gameUrl = baseUrl,
): Promise<void> {
  const call = await registered(gameUrl, email, alias);
  // Today's answers are judged by those who played today: the judge plays first.
  const { word } = await call<{ word: string }>('/api/play/word-of-the-day', 200);
  const own = judgesOwnAnswer(word);
  await call('/api/play/submit', 201, { word, answer: own, date: new Date().toISOString() });
  for (let handed = 0; handed < 40; handed++) {
    const { answer, answer_uuid } = await call<{ answer: string; answer_uuid: string }>(
      '/api/vote/random',
      200,
    );
    const given = answer === target ? score : 5;
    await call('/api/vote/submit', 201, { answer_uuid, score: given });
    if (answer === target) return;
  }
  throw new Error(`${alias} was never handed ${target}`);
}

/**
 * Registers the demo account `email` as `alias`, joins the peña of `inviteCode`, files its answer
 * to today's word (`answerTo` picks it) and scores `score` every answer 'Puntuar en la peña' hands
 * it there (issue 48). Returns its answer.
 */
export async function penaMemberThroughTheApi(
  email: string,
  alias: string,
  inviteCode: string,
  answerTo: (word: string) => string,
  score: number,
  gameUrl = baseUrl,
): Promise<string> {
  const call = await registered(gameUrl, email, alias);
  const { id } = await call<{ id: string }>('/api/groups/join', 201, { code: inviteCode });
  const { word } = await call<{ word: string }>('/api/play/word-of-the-day', 200);
  const answer = answerTo(word);
  await call('/api/play/submit', 201, { word, answer, date: new Date().toISOString() });
  for (;;) {
    const next = await call<{ answer_uuid?: string }>(`/api/groups/${id}/vote/random`, 200);
    if (next.answer_uuid === undefined) return answer;
    await call(`/api/groups/${id}/vote/submit`, 201, { answer_uuid: next.answer_uuid, score });
  }
}
