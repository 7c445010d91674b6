import type { ErrorCode } from '@words/contract/errors';
import { serverMessage, type ApiResult } from '@/lib/api-client';
import { strings } from '@/lib/strings';

/** Refusals that mean this judge can never rate this answer: the page moves on to the next. */
const ANSWER_OUT_OF_REACH: ReadonlySet<string> = new Set<ErrorCode>([
  'ALREADY_VOTED',
  'VOTING_CLOSED',
  'ANSWER_NOT_SERVED',
  'ANSWER_NOT_FOUND',
  'OWN_ANSWER',
]);

/** True when the server refused the vote because the answer can never get this judge's vote. */
export function isAnswerOutOfReach(result: ApiResult<unknown>): boolean {
  return !result.ok && result.data !== null && ANSWER_OUT_OF_REACH.has(result.data.error);
}

/**
 * What the judge reads when a vote was not filed: the server's own message when it sent one
 * (PRODUCT.md's deliberate difference), otherwise SPEC.md's text for a 400 or for anything else.
 */
export function voteRefusalText(result: ApiResult<unknown>): string {
  const fallback = result.status === 400 ? strings.judging.voteRefused : strings.judging.voteFailed;
  return serverMessage(result) ?? fallback;
}
