import type { RandomAnswerResult } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';

/** GET /api/vote/random: an answer to judge, or `{ done: true }` when nothing is left for now. */
export function getRandomAnswer() {
  return apiRequest<RandomAnswerResult>('/api/vote/random');
}

/** The answer to judge now; `reload()` brings the next one. */
export function useRandomAnswer() {
  return useServerData('randomAnswer', 'random', getRandomAnswer);
}
