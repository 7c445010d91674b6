import type { SubmitAnswerBody, SubmitAnswerResponse } from '@words/contract/api/play';
import { apiRequest } from '@/lib/api-client';

/** POST /api/play/submit: the word the page showed, the answer, and when it was sent. */
export function submitAnswer(body: SubmitAnswerBody) {
  return apiRequest<SubmitAnswerResponse>('/api/play/submit', { method: 'POST', body });
}
