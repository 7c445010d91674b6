import { decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { KeySource } from './key-source';
import { createVerifiedTokens } from './verified-tokens';

export interface VerifierSettings {
  projectId: string;
  keySource: KeySource;
  clock: Clock;
  /** Demo mode only: accept the Auth emulator's unsigned tokens. */
  acceptUnsigned: boolean;
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

  // A player's calls of the hour carry one token: its signature is checked once, and each call
  // after checks only that it has not expired (verified-tokens.ts keeps the most recent ones).
  const verified = createVerifiedTokens();
  return async function verifyIdToken(token: string): Promise<string> {
    const now = settings.clock.now().getTime() / 1000;
    const known = verified.uidOf(token, now - CLOCK_SKEW_S);
    if (known !== undefined) return known;
    const { uid, expiresAt } = await verifyOnce(token);
    verified.remember(token, uid, expiresAt);
    return uid;
  };

  async function verifyOnce(token: string): Promise<{ uid: string; expiresAt: number }> {
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
      return { uid: checkClaims(payload), expiresAt: payload.exp ?? 0 };
    }
    const payload = await verifySignature(token);
    return { uid: checkClaims(payload), expiresAt: payload.exp ?? 0 };
  }
}

export type VerifyIdToken = ReturnType<typeof createIdTokenVerifier>;
