import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import type { KeySource } from '../../src/auth/key-source';
import type { Clock } from '../../src/clock';
import { DEMO_PROJECT_ID } from '../../src/demo-project.mjs';

/** The demo project, which the server takes in emulator mode: emulator tokens name it too. */
export const TEST_PROJECT_ID = DEMO_PROJECT_ID;
const KID = 'test-key';

/**
 * The worker's one RS256 key pair: generating one takes 70 to 200 ms of CPU, and every test game
 * would otherwise pay it. Tests that need a key of their own generate it themselves.
 */
let workerKeys: ReturnType<typeof generateKeyPair> | undefined;

/** A local RS256 key standing in for Google's, and a way to sign Firebase-like ID tokens with it. */
export async function createTestSigner(clock: Clock) {
  workerKeys ??= generateKeyPair('RS256');
  const { privateKey, publicKey } = await workerKeys;
  const keySource: KeySource = { keyFor: async (kid) => (kid === KID ? publicKey : null) };

  async function sign(
    claims: JWTPayload,
    options: { key?: CryptoKey; kid?: string } = {},
  ): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID, typ: 'JWT' })
      .sign(options.key ?? privateKey);
  }

  /** A valid ID token for `uid`, with any claim overridden. */
  function tokenFor(uid: string, overrides: JWTPayload = {}): Promise<string> {
    return sign(idTokenClaims(clock, uid, overrides));
  }

  return { keySource, sign, tokenFor, publicJwk: () => exportJWK(publicKey) };
}

/** The claims of a valid Firebase ID token for `uid`, issued at the clock's now. */
export function idTokenClaims(clock: Clock, uid: string, overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(clock.now().getTime() / 1000);
  return {
    iss: `https://securetoken.google.com/${TEST_PROJECT_ID}`,
    aud: TEST_PROJECT_ID,
    sub: uid,
    user_id: uid,
    iat: now,
    auth_time: now,
    exp: now + 3600,
    firebase: { sign_in_provider: 'google.com' },
    ...overrides,
  };
}

/** An unsigned token as the Auth emulator issues them. */
export function unsignedToken(payload: JWTPayload): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
