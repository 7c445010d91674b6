import type { LoginResponse } from '@words/contract/api/user';
import { apiRequest } from '@/lib/api-client';

/** POST /api/user/login with the fresh Firebase ID token: no body, no Content-Type. */
export function login(idToken: string) {
  return apiRequest<LoginResponse>('/api/user/login', { method: 'POST', bearer: idToken });
}
