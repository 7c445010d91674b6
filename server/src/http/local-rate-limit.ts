export interface LocalRateLimitSettings {
  /** Calls allowed to one key in one window. */
  max: number;
  windowMs: number;
  /** Keys remembered at most: past it, the least recently seen is forgotten. */
  keys: number;
  /** The time in milliseconds since the epoch. */
  now: () => number;
}

interface Window {
  calls: number;
  endsAt: number;
}

/**
 * Counts a call of `key`: 0 when it may go on, otherwise the whole seconds until its window ends
 * (Retry-After, at least 1).
 */
export type LocalRateLimit = (key: string) => number;

/**
 * A fixed window per key, counted in this process's memory: what a single instance needs (SQLite
 * and no Redis). A key's window opens with its first call and lasts `windowMs`; the next call
 * after it opens a new one. Synchronous, so the hooks that use it make no promise per request.
 */
export function createLocalRateLimit({
  max,
  windowMs,
  keys,
  now,
}: LocalRateLimitSettings): LocalRateLimit {
  // A Map iterates in insertion order: a key seen again is moved to the end, so the first key is
  // always the least recently seen.
  const windows = new Map<string, Window>();
  return (key) => {
    const time = now();
    let window = windows.get(key);
    if (window === undefined) {
      window = { calls: 0, endsAt: time + windowMs };
      if (windows.size >= keys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
    } else {
      windows.delete(key);
      if (window.endsAt <= time) {
        window.calls = 0;
        window.endsAt = time + windowMs;
      }
    }
    windows.set(key, window);
    window.calls += 1;
    if (window.calls <= max) return 0;
    return Math.max(1, Math.ceil((window.endsAt - time) / 1000));
  };
}
