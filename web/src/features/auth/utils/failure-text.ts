import { isException, serverMessage, type ApiResult } from '@/lib/api-client';
import { strings } from '@/lib/strings';

/** A gateway's answer for a server behind it that is down or too slow: 502, 503, 504. */
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * What a failed login or registration call tells the player: the server's own message; that the
 * server could not be reached when no answer of it came back (no connection, or a gateway's
 * answer without the server's error body); otherwise `refused`.
 */
export function failureText(result: ApiResult<unknown>, refused: string): string {
  const message = serverMessage(result);
  if (message !== null) return message;
  if (isException(result) || gatewayStatuses.has(result.status)) {
    return strings.signIn.serverUnreachable;
  }
  return refused;
}
