import LocalStore from '@fastify/rate-limit/store/LocalStore.js';

/** How many clients each limit remembers in memory (least recently seen forgotten first). */
const MEMORY_CLIENTS = 20_000;

type Store = FastifyRateLimitStore;
/** What the plugin's `store` option takes: it makes one with `new`, then a child per limit. */
export type StoreClass = new () => Store;

/** @fastify/rate-limit's memory store, each limit with its own counts of MEMORY_CLIENTS clients. */
function memoryStore(): Store {
  const store = new LocalStore(false, false, MEMORY_CLIENTS);
  return { incr: store.incr.bind(store), child: memoryStore };
}

/** One instance counts alone, in its own memory. */
export const InMemory: StoreClass = class {
  constructor() {
    return memoryStore();
  }
} as StoreClass;

/** Told when the shared store starts failing (with the failure) and when it answers again. */
export interface FallbackReport {
  fallingBack(error: Error): void;
  back(): void;
}

/**
 * The shared store's counts, or this instance's own while it fails (Redis away or full, the
 * database away): a player over the limit is still refused by each instance, which counts only
 * the calls it answers meanwhile. `report` hears of each change once, not of each call.
 */
export function fallingBackToMemory(shared: Store, report: FallbackReport): StoreClass {
  let failing = false;

  const counting = (store: Store, memory: Store): Store => ({
    incr(key, callback, timeWindow, max) {
      store.incr(
        key,
        (error, result) => {
          if (error === null) {
            if (failing) report.back();
            failing = false;
            callback(null, result);
            return;
          }
          if (!failing) report.fallingBack(error);
          failing = true;
          memory.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    },
    // Each limit (per player, per address) counts apart in memory; in the shared store its keys
    // say which.
    child: () => counting(store.child(), memoryStore()),
  });

  return class {
    constructor() {
      return counting(shared, memoryStore());
    }
  } as StoreClass;
}
