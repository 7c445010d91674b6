import type { RandomAnswerResponse } from '@words/contract/api/vote';
import { apiRequest } from '@/lib/api-client';

/** GET /api/vote/random: an answer to judge, or 404 NO_MORE_QUESTIONS. */
export function getRandomAnswer() {
  return apiRequest<RandomAnswerResponse>('/api/vote/random');
}
