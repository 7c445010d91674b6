import {
  createECDH,
  createPublicKey,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A device's subscription as the page would post it, with the private key only the test keeps. */
export interface TestDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The name of its endpoint on the test push service. */
  name: string;
}

/** One push the service accepted: whose, what it said (decrypted) and the VAPID claims. */
export interface ReceivedPush {
  device: string;
  payload: { title: string; body: string; url: string };
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: string | undefined;
}

/**
 * A push service of the tests' own on loopback: it checks each request's VAPID JWT (RFC 8292)
 * against the key in its `k=` and the audience against its own origin, decrypts the aes128gcm
 * payload (RFC 8291) with the device's private key, and answers each device with the statuses it
 * was told (201 by default).
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = request.url?.replace(/^\/push\//, '') ?? '';
      const device = devices.get(name);
      try {
        if (request.method !== 'POST' || !device) throw new Error(`unknown ${request.url}`);
        const { claims, key } = checkVapid(request.headers.authorization ?? '', origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const status = answers.get(name)?.shift() ?? 201;
        if (status === 201) {
          const payload = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
          received.push({
            device: name,
            payload: JSON.parse(payload) as ReceivedPush['payload'],
            claims,
            vapidKey: key,
            ttl: request.headers.ttl as string | undefined,
          });
        }
        response.writeHead(status).end();
      } catch (error) {
        refused.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** Requests it refused (a bad signature, audience or encoding), with why. */
    refused,
    /** A new device: its key pair and auth secret, and its endpoint here. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${name}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    /** The statuses to answer `name`'s next pushes with, in order. */
    answer(name: string, ...statuses: number[]) {
      answers.set(name, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;

/** RFC 8292: `vapid t=<ES256 JWT>, k=<P-256 public key>`, the JWT signed by that key. */
function checkVapid(authorization: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match?.[1] || !match[2]) throw new Error(`no vapid authorization: ${authorization}`);
  const [token, key] = [match[1], match[2]];
  const [header, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('bad VAPID signature');
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud}, not ${origin}`);
  if (claims.exp * 1000 <= Date.now() || claims.exp * 1000 > Date.now() + 24 * 3600_000) {
    throw new Error(`VAPID exp ${claims.exp} not within 24 hours`);
  }
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`VAPID sub ${claims.sub}`);
  return { claims, key };
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, its header carrying the sender's key. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
