import type {
  CreatedDuel,
  CrowdDuel,
  DuelCounted,
  DuelDetail,
  DuelInvite,
  DuelNudged,
  DuelsResponse,
  DuelWordBody,
  DuelWordFiled,
  JoinedDuel,
  NewDuelBody,
} from '@words/contract/api/duels';
import type { SpellingQuestion } from '@words/contract/api/play';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** POST /api/duels: a link ('Reta a un amigo'), or a peña member challenged from their row. */
export function createDuel(body: NewDuelBody = {}) {
  return apiRequest<CreatedDuel>('/api/duels', { method: 'POST', body });
}

/** POST /api/duels/crowd: today's duel against the crowd, made if new («La mente del público»). */
export function playAgainstCrowd() {
  return apiRequest<CrowdDuel>('/api/duels/crowd', { method: 'POST' });
}

/** POST /api/duels/join `{ code }`: 201 on joining, 200 when already in it. */
export function joinDuel(code: string) {
  return apiRequest<JoinedDuel>('/api/duels/join', { method: 'POST', body: { code } });
}

/** POST /api/duels/:id/rounds: 201 filed, 200 a spelling question. */
export function sendDuelWord(id: string, body: DuelWordBody) {
  return apiRequest<DuelWordFiled | SpellingQuestion>(
    `/api/duels/${encodeURIComponent(id)}/rounds`,
    { method: 'POST', body },
  );
}

/** POST /api/duels/:id/rounds/:round/count: the caller's «¡Cuenta!» on the latest revealed round. */
export function sayCounts(id: string, round: number) {
  return apiRequest<DuelCounted>(`/api/duels/${encodeURIComponent(id)}/rounds/${round}/count`, {
    method: 'POST',
  });
}

/** POST /api/duels/:id/nudge: «Te toca» to the other player, once a day. */
export function nudgeDuel(id: string) {
  return apiRequest<DuelNudged>(`/api/duels/${encodeURIComponent(id)}/nudge`, { method: 'POST' });
}

const getInvite = (code: string) =>
  apiRequest<DuelInvite>(`/api/duels/invite/${encodeURIComponent(code)}`, {
    signedOut: 'allowed',
  });
const getDuel = (id: string) => apiRequest<DuelDetail>(`/api/duels/${encodeURIComponent(id)}`);
const getDuels = () => apiRequest<DuelsResponse>('/api/duels');

/** GET /api/duels/invite/:code: who challenges, asked signed out too. */
export const useDuelInvite = (code: string) => useServerData('duelInvite', code, getInvite);
/** GET /api/duels/:id */
export const useDuel = (id: string) => useServerData('duel', id, getDuel);
/** GET /api/duels: today's, yesterday's and older ones in play, and the running pairs' streaks. */
export const useDuels = () => useServerData('duels', 'mine', getDuels);
