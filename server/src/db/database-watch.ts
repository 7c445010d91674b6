import type { FastifyBaseLogger } from 'fastify';

/** How often an instance whose database went away asks it again, until it answers. */
export const RECHECK_MS = 5_000;

type Health = { ok: true } | { ok: false; error: unknown };

/**
 * Whether this instance's database is away, told once in the log each way: an error line when
 * a call or a health check first finds it unavailable, an info line when it answers again, not a
 * line per call. While it is away the instance asks it every RECHECK_MS by itself, so the info
 * line comes even where no load balancer calls /healthz.
 */
export function watchDatabase(probe: () => Promise<Health>, log: FastifyBaseLogger) {
  let away: NodeJS.Timeout | null = null;

  function wentAway(error: unknown): void {
    if (away) return;
    log.error({ err: error }, 'database unavailable: calls answer 503 until it is back');
    away = setInterval(() => void check(), RECHECK_MS).unref();
  }

  function back(): void {
    if (!away) return;
    clearInterval(away);
    away = null;
    log.info('database available again');
  }

  async function check(): Promise<Health> {
    const health = await probe();
    if (health.ok) back();
    else wentAway(health.error);
    return health;
  }

  return {
    /** Probes the database (readiness), and tells the log when that changes what it knew. */
    check,
    /** A call found the database unavailable. */
    failed: wentAway,
    stop(): void {
      if (away) clearInterval(away);
      away = null;
    },
  };
}
