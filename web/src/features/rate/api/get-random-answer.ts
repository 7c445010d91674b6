import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/vote/random: an answer to judge, or 404 NO_MORE_QUESTIONS. */
export function getRandomAnswer() {
  return apiRequest<RandomAnswerResponse>('/api/vote/random');
}

/** The answer to judge now; `reload()` brings the next one. */
export function useRandomAnswer() {
  return useServerData('randomAnswer', 'random', getRandomAnswer);
}
