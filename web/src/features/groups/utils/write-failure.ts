import { serverMessage, type ApiResult } from '@/lib/api-client';

/**
 * What a refused write of a peña tells the player: the server's Spanish message, else `fallback`;
 * null after a 401, which has already ended the session.
 */
export function writeFailure(result: ApiResult<unknown>, fallback: string): string | null {
  if (result.status === 401) return null;
  return serverMessage(result) ?? fallback;
}
