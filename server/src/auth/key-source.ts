import { importJWK, type CryptoKey, type JWK } from 'jose';
import type { Clock } from '../clock';

/** Gives the public key a token's `kid` names; tests hand in their own local key. */
export interface KeySource {
  keyFor(kid: string): Promise<CryptoKey | Uint8Array | null>;
  /** Fetches the keys ahead of the first token; a failure is left for that token to meet. */
  warmUp?(): Promise<void>;
}

export const GOOGLE_SECURE_TOKEN_JWKS =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const FALLBACK_MAX_AGE_S = 3600;
/** After a failed fetch of the keys, tokens are refused this long before the next fetch. */
export const KEY_FETCH_RETRY_S = 10;

/** max-age of a Cache-Control header, in seconds. */
export function maxAgeOf(cacheControl: string | null): number {
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl ?? '');
  return match?.[1] ? Number(match[1]) : FALLBACK_MAX_AGE_S;
}

/** Google's signing keys for Firebase ID tokens, kept as long as Google's cache headers say. */
export function createGoogleKeySource(
  clock: Clock,
  fetchKeys: typeof fetch = fetch,
  url = GOOGLE_SECURE_TOKEN_JWKS,
): KeySource {
  let cache: { keys: Map<string, CryptoKey | Uint8Array>; expiresAt: number } | undefined;
  let pending: Promise<NonNullable<typeof cache>> | undefined;
  // The last failure, until the next fetch may be tried: a flood of tokens is not a flood of fetches.
  let failed: { error: unknown; until: number } | undefined;

  async function load(): Promise<NonNullable<typeof cache>> {
    const response = await fetchKeys(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`Google's keys answered ${response.status}`);
    const body = (await response.json()) as { keys?: (JWK & { kid?: string })[] };
    const keys = new Map<string, CryptoKey | Uint8Array>();
    for (const jwk of body.keys ?? []) {
      if (jwk.kid) keys.set(jwk.kid, await importJWK(jwk, 'RS256'));
    }
    const maxAge = maxAgeOf(response.headers.get('cache-control'));
    return { keys, expiresAt: clock.now().getTime() + maxAge * 1000 };
  }

  return {
    async warmUp() {
      if (cache || pending) return;
      pending = load().finally(() => {
        pending = undefined;
      });
      try {
        cache = await pending;
      } catch {
        // The first token fetches them again, and meets the failure if it lasts.
      }
    },

    async keyFor(kid) {
      const now = clock.now().getTime();
      if (!cache || cache.expiresAt <= now) {
        if (failed && failed.until > now) throw failed.error;
        // One fetch serves every request that arrives while it runs.
        pending ??= load()
          .catch((error: unknown) => {
            failed = { error, until: clock.now().getTime() + KEY_FETCH_RETRY_S * 1000 };
            throw error;
          })
          .finally(() => {
            pending = undefined;
          });
        cache = await pending;
        failed = undefined;
      }
      return cache.keys.get(kid) ?? null;
    },
  };
}
