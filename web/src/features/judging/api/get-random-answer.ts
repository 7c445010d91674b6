import type { RandomAnswerResult } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';
import { useServerData } from '@/lib/server-data';
import { judgingPath } from './judging-path';

/** GET /api/vote/random: an answer to judge, or `{ done: true }` when nothing is left for now. */
export function getRandomAnswer(path = judgingPath()) {
  return apiRequest<RandomAnswerResult>(`${path}/random`);
}

/** The answer to judge now, publicly or within a peña; `reload()` brings the next one. */
export function useRandomAnswer(groupId?: string) {
  return useServerData('randomAnswer', judgingPath(groupId), getRandomAnswer);
}
