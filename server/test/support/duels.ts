import type { DuelDetail } from '@words/contract/api/duels';
import { errors } from '@words/contract/errors';
import { limits } from '@words/contract/limits';
import type { LightMyRequestResponse } from 'fastify';
import { ANSWER_WORDS } from './answer-words';
import type { DatabaseKind } from './databases';
import { startGame, type TestGame } from './game';

/** The body of a refusal with `code`, in the game's error shape. */
export const refusal = (code: keyof typeof errors) => ({
  error: code,
  message: errors[code].message,
});

/** `uid` makes a duel by link through POST /api/duels; fails if it is not made. */
export async function challenge(game: TestGame, uid: string) {
  const response = await game.call(uid, { method: 'POST', url: '/api/duels', payload: {} });
  if (response.statusCode !== 201) throw new Error(`challenge ${uid}: ${response.body}`);
  return response.json() as { id: string; invite_code: string };
}

export const joinDuel = (game: TestGame, uid: string, code: string) =>
  game.call(uid, { method: 'POST', url: '/api/duels/join', payload: { code } });

/** `a` challenges `b` by link and `b` takes it: the duel's id. */
export async function duelOf(game: TestGame, a: string, b: string): Promise<string> {
  const { id, invite_code } = await challenge(game, a);
  const joined = await joinDuel(game, b, invite_code);
  if (joined.statusCode !== 201) throw new Error(`join ${b}: ${joined.body}`);
  return id;
}

export const viewDuel = (game: TestGame, uid: string, id: string) =>
  game.call(uid, { method: 'GET', url: `/api/duels/${id}` });

export async function duelAs(game: TestGame, uid: string, id: string): Promise<DuelDetail> {
  const response = await viewDuel(game, uid, id);
  if (response.statusCode !== 200) throw new Error(`duel ${uid}: ${response.body}`);
  return response.json();
}

export const say = (
  game: TestGame,
  uid: string,
  id: string,
  word: string,
): Promise<LightMyRequestResponse> =>
  game.call(uid, { method: 'POST', url: `/api/duels/${id}/rounds`, payload: { word } });

/** Each player files their answer of the day (the duel's first round); fails if one is not filed. */
export async function playDay(game: TestGame, answers: Record<string, string>): Promise<void> {
  for (const [uid, answer] of Object.entries(answers)) {
    const filed = await game.submit(uid, answer);
    if (filed.statusCode !== 201) throw new Error(`${uid} ${answer}: ${filed.body}`);
  }
}

/** Twenty different words: enough for `a` and `b` to play every round without meeting. */
export const NEVER_MEETING = [...ANSWER_WORDS, 'silla', 'puerta', 'camino', 'piedra'];

/** `a` and `b` play the day's answers and every round of duel `id` without ever meeting. */
export async function playWithoutMeeting(game: TestGame, id: string, a: string, b: string) {
  const words = NEVER_MEETING;
  await playDay(game, { [a]: words[0]!, [b]: words[1]! });
  for (let round = 2; round <= limits.duelMaxRounds; round++) {
    for (const [uid, word] of [
      [a, words[round * 2 - 2]!],
      [b, words[round * 2 - 1]!],
    ] as const) {
      const filed = await say(game, uid, id, word);
      if (filed.statusCode !== 201) throw new Error(`${uid} ${word}: ${filed.body}`);
    }
  }
}

/** `uid` says «¡Cuenta!» on round `round` of duel `id`. */
export const sayCounts = (game: TestGame, uid: string, id: string, round: number | string) =>
  game.call(uid, { method: 'POST', url: `/api/duels/${id}/rounds/${round}/count` });

/** A game with Ana, Bea and Carla registered, and a duel of Ana and Bea (`id`). */
export async function startAnaAndBeasDuel(kind: DatabaseKind) {
  const game = await startGame(kind);
  await game.register('ana', 'Ana');
  await game.register('bea', 'Bea');
  await game.register('carla', 'Carla');
  return { game, id: await duelOf(game, 'ana', 'bea') };
}
