import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicConfig } from '@words/contract/api/config';
import { sql } from 'kysely';
import type { Game } from '../game';

/** The calls anybody may make: the page's settings and the health checks. */
export const publicRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  const { firebase, authEmulatorHost, credits } = game.config;
  const publicConfig: PublicConfig = {
    firebase,
    authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : null,
    credits,
  };

  app.get('/api/config', { schema: { response: { 200: PublicConfig } } }, async () => publicConfig);

  // Readiness: whether this instance can serve calls now, which needs its database. A load balancer
  // stops sending calls while it answers 503, and sends them again once it answers 200.
  app.get('/healthz', async (request, reply) => {
    try {
      await withTimeout(sql`select 1`.execute(game.db), HEALTH_TIMEOUT_MS);
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // Liveness: the process answers. It stays 200 while the database is away, so an orchestrator
  // does not restart instances that will recover by themselves.
  app.get('/livez', async () => ({ status: 'ok' }));
};

/** The health check answers within this time even when the database does not. */
const HEALTH_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
