import type {
  SpellingQuestion,
  SubmitAnswerBody,
  SubmitAnswerResponse,
} from '@words/contract/api/play';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/play/submit: the word the page showed, the answer, and when it was sent. A 201 filed
 * it; a 200 is a question first: which spelling the player means (nothing is filed yet).
 */
export function submitAnswer(body: SubmitAnswerBody) {
  return apiRequest<SubmitAnswerResponse | SpellingQuestion>('/api/play/submit', {
    method: 'POST',
    body,
  });
}

/** Whether the server asked which spelling the player means instead of filing the answer. */
export const isSpellingQuestion = (
  data: SubmitAnswerResponse | SpellingQuestion,
): data is SpellingQuestion => 'meant' in data;
