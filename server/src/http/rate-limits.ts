import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ClientKey } from './client-key';
import { createLocalRateLimit } from './local-rate-limit';
import { createPostgresRateLimitStore } from './rate-limit-postgres-store';

const MINUTE_MS = 60_000;
/** In-memory counts: how many clients each limit remembers (least recently seen forgotten first). */
const LOCAL_CLIENTS = 20_000;

type Limits = Config['rateLimits'];

/** A 429 in the API's shape, with Retry-After: the seconds until the client's window ends. */
function refusal(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new AppError('RATE_LIMITED');
}

/**
 * Where the counters live when several instances must count together: in Redis when REDIS_URL is
 * set, otherwise in the PostgreSQL database they share. Null for the one instance (INSTANCES),
 * which counts in its own memory.
 */
async function sharedStore(app: FastifyInstance, config: Config, db: Db) {
  if (config.redisUrl) {
    // Loaded only where Redis is used: one instance on SQLite never pays for it at start.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      // A Redis that is away must not hold calls up: its commands fail fast, and the limits are
      // skipped (fail open) until it is back.
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // The counts of calls made in the same turn of the event loop go to Redis in one round trip.
      enableAutoPipelining: true,
    });
    let reported = false;
    redis.on('error', (error) => {
      if (!reported) app.log.warn({ err: error }, 'rate limits: Redis unavailable, not limiting');
      reported = true;
    });
    redis.on('ready', () => {
      reported = false;
    });
    app.addHook('onClose', async () => redis.disconnect());
    // Count from the first call when Redis is there; start anyway (unlimited) when it is not.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return { redis, nameSpace: 'words-rate-limit:' };
  }
  if (config.instances === 'several') {
    const { Store, stop } = createPostgresRateLimitStore(db);
    app.addHook('onClose', async () => stop());
    return { store: Store };
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health check: a load balancer calls it often from one address, so it is never limited. */
    healthCheck?: boolean;
  }
}

function isHealthCheck(request: FastifyRequest): boolean {
  return request.routeOptions.config.healthCheck === true;
}

interface Counting {
  /** Which client an address is (an IPv6 address counts by its network: decision 0045). */
  clientKey: ClientKey;
  /** The time in milliseconds since the epoch, for the in-memory counts. */
  now: () => number;
}

/**
 * Two limits, both per minute and configurable (0 turns one off):
 * - per client address (`clientKey`), checked first on every request, before any work is done;
 * - per signed-in player, checked once the token has given the uid (before the body is checked).
 * Counted in this process's memory when it is the only instance, otherwise in the shared store. A
 * shared store that fails does not stop the game: the request goes on unlimited.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  db: Db,
  counting: Counting,
) {
  const limits = config.rateLimits;
  if (limits.perPlayerPerMinute === 0 && limits.perAddressPerMinute === 0) return;
  const store = await sharedStore(app, config, db);
  if (store) await registerSharedLimits(app, limits, store, counting.clientKey);
  else registerLocalLimits(app, limits, counting);
}

/**
 * One instance counts in its own memory, synchronously: no promise per request, which
 * @fastify/rate-limit's asynchronous hooks and stores make even when they count in memory.
 */
function registerLocalLimits(
  app: FastifyInstance,
  { perPlayerPerMinute, perAddressPerMinute }: Limits,
  { clientKey, now }: Counting,
): void {
  const limit = (max: number) =>
    createLocalRateLimit({ max, windowMs: MINUTE_MS, keys: LOCAL_CLIENTS, now });

  if (perAddressPerMinute > 0) {
    const countAddress = limit(perAddressPerMinute);
    app.addHook('onRequest', (request, reply, done) => {
      const retryAfter = isHealthCheck(request) ? 0 : countAddress(clientKey(request.ip));
      if (retryAfter === 0) return done();
      // The refusal waits for the end of this turn, as an asynchronous hook's did: Node has then
      // parsed what arrived with the headers, so a GET refused on sight is `complete` and
      // closeAfterEarlyAnswers keeps its connection. Refused at once, a flood would reconnect for
      // every call.
      queueMicrotask(() => done(refusal(reply, retryAfter)));
    });
  }

  if (perPlayerPerMinute > 0) {
    const countPlayer = limit(perPlayerPerMinute);
    app.addHook('preValidation', (request, reply, done) => {
      const retryAfter = request.uid ? countPlayer(request.uid) : 0;
      done(retryAfter === 0 ? undefined : refusal(reply, retryAfter));
    });
  }
}

interface SharedLimit {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}

/** Several instances count together in Redis or PostgreSQL, through @fastify/rate-limit. */
async function registerSharedLimits(
  app: FastifyInstance,
  { perPlayerPerMinute, perAddressPerMinute }: Limits,
  store: NonNullable<Awaited<ReturnType<typeof sharedStore>>>,
  clientKey: ClientKey,
): Promise<void> {
  await app.register(rateLimit, { global: false, skipOnError: true, ...store });

  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({ max, timeWindow: MINUTE_MS, keyGenerator: key });
  const refuseIfExceeded = (limit: SharedLimit, reply: FastifyReply) => {
    if (limit.isAllowed || !limit.isExceeded) return;
    throw refusal(reply, Math.max(1, limit.ttlInSeconds ?? 60));
  };

  if (perAddressPerMinute > 0) {
    const checkAddress = limiter(
      perAddressPerMinute,
      (request) => `address:${clientKey(request.ip)}`,
    );
    app.addHook('onRequest', async (request, reply) => {
      if (isHealthCheck(request)) return;
      refuseIfExceeded(await checkAddress(request), reply);
    });
  }

  if (perPlayerPerMinute > 0) {
    const checkPlayer = limiter(perPlayerPerMinute, (request) => `player:${request.uid}`);
    app.addHook('preValidation', async (request, reply) => {
      if (request.uid) refuseIfExceeded(await checkPlayer(request), reply);
    });
  }
}
