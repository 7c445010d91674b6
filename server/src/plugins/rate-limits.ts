import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { PostgresAdapter } from 'kysely';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createPostgresRateLimitStore } from './rate-limit-postgres-store';

const MINUTE_MS = 60_000;
/** In-memory store: how many clients it remembers (least recently seen forgotten first). */
const LOCAL_CLIENTS = 20_000;

interface Limit {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}

/** A 429 in the API's shape, with Retry-After: the seconds until the client's window ends. */
function refuseIfExceeded(limit: Limit, reply: FastifyReply): void {
  if (limit.isAllowed || !limit.isExceeded) return;
  reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds ?? 60)));
  throw new AppError('RATE_LIMITED');
}

/**
 * Where the counters live. Several instances must count together: in Redis when REDIS_URL is set,
 * otherwise in PostgreSQL when that is the database. SQLite means one instance, which counts in
 * its own memory.
 */
async function chooseStore(app: FastifyInstance, config: Config, db: Db) {
  if (config.redisUrl) {
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
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { Store, stop } = createPostgresRateLimitStore(db);
    app.addHook('onClose', async () => stop());
    return { store: Store };
  }
  return {};
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

/**
 * Two limits, both per minute and configurable (0 turns one off):
 * - per client address, checked first on every request, before any work is done;
 * - per signed-in player, checked once the token has given the uid (before the body is checked).
 * A store that fails does not stop the game: the request goes on unlimited.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, db: Db) {
  const { perPlayerPerMinute, perAddressPerMinute } = config.rateLimits;
  if (perPlayerPerMinute === 0 && perAddressPerMinute === 0) return;
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(await chooseStore(app, config, db)),
  });

  // `cache` sizes the in-memory store; the plugin passes it on although its types leave it out.
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: MINUTE_MS,
      keyGenerator: key,
      cache: LOCAL_CLIENTS,
    } as CreateRateLimitOptions);

  if (perAddressPerMinute > 0) {
    const checkAddress = limiter(perAddressPerMinute, (request) => `address:${request.ip}`);
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
