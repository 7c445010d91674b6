// @fastify/rate-limit's own stores, which its index does not export: the memory store counts one
// instance's calls (and every instance's while the shared store fails), the Redis store counts
// them together.

/** What a store of @fastify/rate-limit does: count a key's call in its window. */
interface FastifyRateLimitStore {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  child(params?: unknown): FastifyRateLimitStore;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => FastifyRateLimitStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: import('ioredis').Redis,
    key?: string,
  ) => FastifyRateLimitStore;
  export default RedisStore;
}
