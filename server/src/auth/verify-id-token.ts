import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { KeySource } from './key-source';

export interface VerifierSettings {
  projectId: string;
  keySource: KeySource;
  clock: Clock;
  /** Demo mode only: accept the Auth emulator's unsigned tokens. */
  acceptUnsigned: boolean;
  /** How many verified tokens to remember; 0 verifies every token every time. */
  cacheSize?: number;
}

/** A token that does not prove who the player is. The reason goes to the logs, never to the player. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

const CLOCK_SKEW_S = 5;
const GOOGLE_PROVIDER = 'google.com';
const MAX_UID_LENGTH = 128;
// eslint-disable-next-line no-control-regex -- a uid with control characters is forged
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** About 150 bytes each: ~7.5 MB at most, enough for every player active in the last minutes. */
const DEFAULT_CACHE_SIZE = 50_000;

/**
 * Verifies a Firebase ID token as Firebase documents it: RS256 signature by one of Google's keys,
 * issuer and audience of the project, not expired, issued and authenticated in the past, and a
 * non-empty subject, which is the player's uid.
 */
export function createIdTokenVerifier(settings: VerifierSettings) {
  const issuer = `https://securetoken.google.com/${settings.projectId}`;

  function checkClaims(payload: JWTPayload): string {
    const now = Math.floor(settings.clock.now().getTime() / 1000);
    if (payload.iss !== issuer) throw new InvalidTokenError('wrong issuer');
    if (payload.aud !== settings.projectId) throw new InvalidTokenError('wrong audience');
    if (typeof payload.exp !== 'number' || payload.exp <= now - CLOCK_SKEW_S) {
      throw new InvalidTokenError('expired');
    }
    if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_SKEW_S) {
      throw new InvalidTokenError('issued in the future');
    }
    const authTime = (payload as { auth_time?: unknown }).auth_time;
    if (authTime !== undefined && (typeof authTime !== 'number' || authTime > now + CLOCK_SKEW_S)) {
      throw new InvalidTokenError('authenticated in the future');
    }
    // Only Google accounts are WORDS players: a Firebase project may enable other providers.
    const provider = (payload as { firebase?: { sign_in_provider?: unknown } }).firebase
      ?.sign_in_provider;
    if (provider !== GOOGLE_PROVIDER) throw new InvalidTokenError('not a Google sign-in');
    const sub = payload.sub;
    if (
      typeof sub !== 'string' ||
      sub.length === 0 ||
      sub.length > MAX_UID_LENGTH ||
      CONTROL_CHARACTER.test(sub)
    ) {
      throw new InvalidTokenError('no subject');
    }
    return sub;
  }

  /** The signature, header and standard claims, by jose; the payload once they hold. */
  async function verifySignature(token: string): Promise<JWTPayload> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = header.kid ? await settings.keySource.keyFor(header.kid) : null;
          if (!key) throw new InvalidTokenError('unknown key');
          return key;
        },
        {
          algorithms: ['RS256'],
          issuer,
          audience: settings.projectId,
          currentDate: settings.clock.now(),
          clockTolerance: CLOCK_SKEW_S,
        },
      );
      return payload;
    } catch (error) {
      if (error instanceof InvalidTokenError) throw error;
      if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code);
      // The emulator's tokens are unsigned: a signed one that cannot be checked is not a player's.
      if (settings.acceptUnsigned) throw new InvalidTokenError('signed token, keys unavailable');
      throw error;
    }
  }

  // A player sends the same token with every call for an hour: its signature is checked once,
  // then the token is known by its SHA-256 (the whole token, so no other token shares the entry)
  // and only its claims are checked again, against the clock, on every later call. The calls a
  // page makes at once with a new token share one check.
  const limit = settings.cacheSize ?? DEFAULT_CACHE_SIZE;
  const verified = new Map<string, JWTPayload>();
  const verifying = new Map<string, Promise<JWTPayload>>();
  const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

  function remember(digest: string, payload: JWTPayload): void {
    if (limit <= 0) return;
    // Oldest first: a Map iterates in insertion order.
    if (verified.size >= limit) verified.delete(verified.keys().next().value as string);
    verified.set(digest, payload);
  }

  return async function verifyIdToken(token: string): Promise<string> {
    const digest = digestOf(token);
    const known = verified.get(digest);
    if (known) {
      try {
        return checkClaims(known);
      } catch (error) {
        // Expired since (or the clock went back): forget it, and refuse it as before.
        verified.delete(digest);
        throw error;
      }
    }
    let algorithm: unknown;
    try {
      algorithm = decodeProtectedHeader(token).alg;
    } catch {
      throw new InvalidTokenError('not a JWT');
    }
    if (algorithm === 'none') {
      if (!settings.acceptUnsigned) throw new InvalidTokenError('unsigned');
      let payload: JWTPayload;
      try {
        payload = decodeJwt(token);
      } catch {
        throw new InvalidTokenError('not a JWT');
      }
      return checkClaims(payload);
    }
    let pending = verifying.get(digest);
    if (!pending) {
      pending = verifySignature(token).finally(() => verifying.delete(digest));
      verifying.set(digest, pending);
    }
    const payload = await pending;
    const uid = checkClaims(payload);
    remember(digest, payload);
    return uid;
  };
}

export type VerifyIdToken = ReturnType<typeof createIdTokenVerifier>;
