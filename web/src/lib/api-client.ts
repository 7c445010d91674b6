/**
 * The one helper every API call goes through. It adds the Bearer token, and handles a missing or
 * refused token in one place: the session ends and the routes send the player to '/'.
 */
import type { ErrorCode } from '@words/contract/errors';
import { endSession } from './session';
import { getUserToken } from './storage';

/**
 * The error body the server sends: `{ error: CODE, message: SPANISH_TEXT }`. `error` is kept a
 * plain string so a code this page does not know yet still shows its message.
 */
export interface ApiErrorBody {
  error: string;
  message: string;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; data: ApiErrorBody | null };

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Without it the request has no body and no Content-Type. */
  body?: unknown;
  /** A token to use instead of the stored one (sign-in, before the token is stored). */
  bearer?: string;
  /**
   * A call the server also answers signed out (an invitation's peña): without a stored token it
   * goes without one, and the session is left alone.
   */
  signedOut?: 'allowed';
}

export function apiUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    'message' in value &&
    typeof value.error === 'string' &&
    typeof value.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function send<T>(path: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> =
    token === null ? {} : { Authorization: `Bearer ${token}` };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: options.method ?? 'GET', headers, body });
  } catch {
    return { ok: false, status: 500, data: null } satisfies ApiResult<T>;
  }
  const data = await readJson(response);
  // 204 No Content is a success without a body ('Saltar', DELETE /api/user).
  if (response.ok && (data !== undefined || response.status === 204)) {
    return { ok: true, status: response.status, data: (data ?? null) as T } satisfies ApiResult<T>;
  }
  return {
    ok: false,
    status: response.status,
    data: isApiErrorBody(data) ? data : null,
  } satisfies ApiResult<T>;
}

export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const token = options.bearer ?? getUserToken();
  if (token === null && options.signedOut === 'allowed') return send<T>(path, options, null);
  if (token === null) {
    endSession();
    return { ok: false, status: 401, data: null };
  }
  const result: ApiResult<T> = await send<T>(path, options, token);
  if (result.status === 401 && options.bearer === undefined) {
    const current = getUserToken();
    // The token was refreshed while this call was on its way: try once more with the new one.
    if (current !== null && current !== token) return apiRequest<T>(path, options);
    endSession();
  }
  return result;
}

/**
 * What SPEC.md calls an exception: no usable answer at all. The helper turns a network failure
 * into status 500 without a body; a 500 whose body is not an error object reads the same.
 */
export function isException(result: ApiResult<unknown>): boolean {
  return !result.ok && result.status === 500 && result.data === null;
}

/** The server's Spanish message, when the answer carried one. */
export function serverMessage(result: ApiResult<unknown>): string | null {
  return result.ok || result.data === null ? null : result.data.message;
}

/** True when the server refused the call with this error code. */
export function hasError(result: ApiResult<unknown>, code: ErrorCode): boolean {
  return !result.ok && result.data?.error === code;
}
