import type { RegisterBody, RegisterResponse } from '@words/contract/api/user';
import { apiRequest } from '@/lib/api-client';

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** POST /api/user/register: the alias chosen in the welcome dialog; notifications always off. */
export function register(idToken: string, alias: string) {
  const body: RegisterBody = { alias, timezone: browserTimeZone(), notifications: false };
  return apiRequest<RegisterResponse>('/api/user/register', {
    method: 'POST',
    body,
    bearer: idToken,
  });
}
