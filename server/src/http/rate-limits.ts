import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../app-error';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Metrics } from '../metrics/metrics';
import { clientAddressOf } from './client-address';
import type { ClientKey } from './client-key';
import { isHealthCheck } from './health-check';
import { fallingBackToMemory, InMemory, type StoreClass } from './rate-limit-fallback';
import { createPostgresRateLimitStore } from './rate-limit-postgres-store';

const MINUTE_MS = 60_000;
/** Every key in Redis starts so: words-rate-limit:player:<uid>, words-rate-limit:address:<client>. */
const REDIS_KEY_PREFIX = 'words-rate-limit:';

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
async function sharedStore(
  app: FastifyInstance,
  config: Config,
  db: Db,
): Promise<{ name: string; store: FastifyRateLimitStore } | null> {
  if (config.redisUrl) {
    // Loaded only where Redis is used: one instance on SQLite never pays for it at start.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      // A Redis that is away must not hold calls up: its commands fail fast, and each instance
      // counts in its own memory until it is back.
      connectTimeout: 2_000,
      commandTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      // The counts of calls made in the same turn of the event loop go to Redis in one round trip.
      enableAutoPipelining: true,
    });
    // Its failures are told by the counts that fail (fallingBackToMemory), once.
    redis.on('error', () => {});
    app.addHook('onClose', async () => redis.disconnect());
    // Count from the first call when Redis is there; start anyway (in memory) when it is not.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const counts = new RedisStore(false, false, redis, REDIS_KEY_PREFIX);
    // RedisStore's own child() would put the route's method and URL in every key, and
    // app.createRateLimit has no route: words-rate-limit:undefinedundefined-player:….
    const store: FastifyRateLimitStore = { incr: counts.incr.bind(counts), child: () => store };
    return { name: 'Redis', store };
  }
  if (config.instances === 'several') {
    const { Store, stop } = createPostgresRateLimitStore(db);
    app.addHook('onClose', async () => stop());
    return { name: 'the database', store: new Store() };
  }
  return null;
}

/**
 * Two limits, both per minute and configurable (0 turns one off):
 * - per client address (`clientKey`), checked first on every request, before any work is done;
 * - per signed-in player, checked once the token has given the uid (before the body is checked).
 * Counted in this process's memory (@fastify/rate-limit's memory store) when it is the only
 * instance, otherwise in the shared store; while that fails, each instance counts in its own memory, says so once in
 * the log and in `words_rate_limit_store_fallback`, and once more when the store is back.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Config,
  db: Db,
  clientKey: ClientKey,
  metrics?: Metrics,
) {
  const limits = config.rateLimits;
  if (limits.perPlayerPerMinute === 0 && limits.perAddressPerMinute === 0) return;
  const shared = await sharedStore(app, config, db);
  const log = app.log.child({ component: 'rate-limits' });
  const Store = shared
    ? fallingBackToMemory(shared.store, {
        fallingBack(error) {
          metrics?.rateLimitFallback(true);
          log.warn(
            { err: error },
            `rate limits: ${shared.name} is failing, each instance counts in its own memory`,
          );
        },
        back() {
          metrics?.rateLimitFallback(false);
          log.info(`rate limits: ${shared.name} answers again, the instances count together`);
        },
      })
    : InMemory;
  metrics?.rateLimitFallback(false);
  await registerLimits(app, limits, Store, clientKey);
}

/**
 * Counts a call of `key` in its minute; calls back with the 429 once it is over `max`, or with
 * the store's failure (the fallback store has none: it counts in memory meanwhile).
 */
type Limit = (key: string, reply: FastifyReply, done: (error?: Error) => void) => void;

function limitOf(store: FastifyRateLimitStore, max: number): Limit {
  return (key, reply, done) =>
    store.incr(
      key,
      (error, counted) => {
        if (error) return done(error);
        if (counted && counted.current > max) {
          return done(refusal(reply, Math.max(1, Math.ceil(counted.ttl / 1000))));
        }
        done();
      },
      MINUTE_MS,
      max,
    );
}

/**
 * Each limit counts in a child of the store (its own keys in memory), as @fastify/rate-limit's
 * limiters do, but called straight from a hook: the plugin's promises and objects around each
 * count cost more than counting (decision 0077).
 */
async function registerLimits(
  app: FastifyInstance,
  { perPlayerPerMinute, perAddressPerMinute }: Limits,
  Store: StoreClass,
  clientKey: ClientKey,
): Promise<void> {
  const store = new Store();

  if (perAddressPerMinute > 0) {
    const checkAddress = limitOf(store.child(), perAddressPerMinute);
    // Answered a turn of the event loop's microtasks later, so a refusal goes out once Node has
    // parsed what arrived with the headers: a GET refused on sight is then `complete`, and
    // closeAfterEarlyAnswers keeps its connection (a flood refused at once would reconnect for
    // every call).
    app.addHook('onRequest', (request, reply, done) => {
      if (isHealthCheck(request)) return queueMicrotask(done);
      checkAddress(`address:${clientKey(clientAddressOf(request))}`, reply, (error) =>
        queueMicrotask(() => done(error)),
      );
    });
  }

  if (perPlayerPerMinute > 0) {
    const checkPlayer = limitOf(store.child(), perPlayerPerMinute);
    app.addHook('preValidation', (request, reply, done) => {
      if (!request.uid) return done();
      checkPlayer(`player:${request.uid}`, reply, done);
    });
  }
}
