import { isException, serverMessage, type ApiResult } from '@/lib/api-client';
import { strings } from '@/lib/strings';

/** The text for a rankings call that failed: the server's message when it sent one. */
export function loadFailure(result: ApiResult<unknown>): string {
  if (isException(result)) return strings.rankings.loadException;
  return serverMessage(result) ?? strings.rankings.loadFailed;
}
