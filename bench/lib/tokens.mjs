// The bench's stand-in for Google: a local RS256 key, its public half served as a JWKS on a
// loopback port (the server's FIREBASE_JWKS_URL), and a token per player signed with it.
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { signIdToken } from './jwt.mjs';

export const PROJECT_ID = 'words-bench';
/** The sign-in settings every server the bench starts runs with, and the seeds are closed with. */
export const SIGN_IN_ENV = { FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_API_KEY: 'bench-api-key' };
const KID = 'bench-key';
/** Tokens live an hour; the bench signs new ones once theirs are this old. */
const REFRESH_AFTER_S = 45 * 60;

export async function createTokenIssuer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = /** @type {string} */ (privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const jwks = JSON.stringify({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }],
  });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'public, max-age=3600',
    });
    response.end(jwks);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());

  /** @type {Map<string, { token: string, signedAt: number }>} */
  const tokens = new Map();

  /**
   * Signs a token for every uid that has none fresh enough, spread over worker threads.
   * @param {Iterable<string>} uids
   */
  async function prepare(uids) {
    const now = Math.floor(Date.now() / 1000);
    const missing = [...new Set(uids)].filter(
      (uid) => (tokens.get(uid)?.signedAt ?? -Infinity) < now - REFRESH_AFTER_S,
    );
    if (missing.length === 0) return;
    const settings = { pem, kid: KID, projectId: PROJECT_ID, now };
    const workers = Math.min(availableParallelism(), Math.ceil(missing.length / 500));
    const share = Math.ceil(missing.length / workers);
    const batches = await Promise.all(
      Array.from({ length: workers }, (_, w) => {
        const batch = missing.slice(w * share, (w + 1) * share);
        return new Promise((resolve, reject) => {
          const worker = new Worker(new URL('./sign-worker.mjs', import.meta.url), {
            workerData: { settings, uids: batch },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }).then((signed) => /** @type {string[]} */ (signed).map((t, i) => [batch[i], t]));
      }),
    );
    for (const batch of batches) {
      for (const [uid, token] of batch) tokens.set(uid, { token, signedAt: now });
    }
  }

  return {
    jwksUrl: `http://127.0.0.1:${address.port}/jwks`,
    prepare,
    /** The prepared token of `uid`. @param {string} uid */
    tokenOf(uid) {
      const entry = tokens.get(uid);
      if (!entry) throw new Error(`no token prepared for ${uid}`);
      return entry.token;
    },
    /** A token signed now, outside the prepared set. @param {string} uid */
    freshToken: (uid) =>
      signIdToken(
        { pem, kid: KID, projectId: PROJECT_ID, now: Math.floor(Date.now() / 1000) },
        uid,
      ),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @typedef {Awaited<ReturnType<typeof createTokenIssuer>>} TokenIssuer */
