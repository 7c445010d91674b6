import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { EVERY_JUDGE_COUNTS } from '../../support/game';

export const PROJECT_ID = 'words-reliability';
const KID = 'reliability-key';

/**
 * Google's key endpoint, played on loopback with a local RS256 key: the spawned server runs with
 * FIREBASE_JWKS_URL pointing here and verifies tokens exactly as in production.
 */
export async function startJwksServer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const tokens = new Map<string, string>();
  return {
    url: `http://127.0.0.1:${port}/keys`,
    /**
     * The environment that makes a server trust this key; and every judge's votes count from the
     * first, since these tests are not about trust (the ledger counts every acknowledged vote).
     */
    env: {
      FIREBASE_PROJECT_ID: PROJECT_ID,
      FIREBASE_API_KEY: 'reliability-api-key',
      FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/keys`,
      ...EVERY_JUDGE_COUNTS,
    },
    /** A valid ID token for `uid` (one per uid, valid for an hour). */
    async tokenFor(uid: string, extraClaims: Record<string, unknown> = {}): Promise<string> {
      const cached = Object.keys(extraClaims).length === 0 ? tokens.get(uid) : undefined;
      if (cached) return cached;
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({
        user_id: uid,
        auth_time: now,
        firebase: { sign_in_provider: 'google.com' },
        ...extraClaims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
        .setIssuer(`https://securetoken.google.com/${PROJECT_ID}`)
        .setAudience(PROJECT_ID)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
      if (Object.keys(extraClaims).length === 0) tokens.set(uid, token);
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type JwksServer = Awaited<ReturnType<typeof startJwksServer>>;
