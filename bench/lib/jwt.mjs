// Firebase-like ID tokens: RS256 JWTs with the claims the server checks, signed with node:crypto.
import { createPrivateKey, sign } from 'node:crypto';

/** @param {object} part */
const encode = (part) => Buffer.from(JSON.stringify(part)).toString('base64url');

/**
 * @param {{ pem: string, kid: string, projectId: string, now: number }} settings  now in seconds
 * @param {string} uid
 */
export function signIdToken(settings, uid) {
  const key = keyOf(settings.pem);
  const header = encode({ alg: 'RS256', kid: settings.kid, typ: 'JWT' });
  const payload = encode({
    iss: `https://securetoken.google.com/${settings.projectId}`,
    aud: settings.projectId,
    sub: uid,
    user_id: uid,
    iat: settings.now,
    auth_time: settings.now,
    exp: settings.now + 3600,
    firebase: { sign_in_provider: 'google.com' },
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** @type {Map<string, import('node:crypto').KeyObject>} */
const keys = new Map();
/** @param {string} pem */
function keyOf(pem) {
  let key = keys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    keys.set(pem, key);
  }
  return key;
}
