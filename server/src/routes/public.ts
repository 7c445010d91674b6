import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicConfig } from '@words/contract/api/config';
import type { Config } from '../config';

/**
 * Whether the database answers a trivial query in time and takes writes (db/health.ts); the reason
 * when not.
 */
type DatabaseAnswers = () => Promise<{ ok: true } | { ok: false; error: unknown }>;

/** The calls anybody may make: the page's settings and the health checks. */
export const publicRoutes: FastifyPluginAsyncTypebox<{
  config: Config;
  databaseAnswers: DatabaseAnswers;
  vapidPublicKey: string;
}> = async (app, { config, databaseAnswers, vapidPublicKey }) => {
  const { firebase, authEmulatorHost, credits, privacyContact } = config;
  const publicConfig: PublicConfig = {
    firebase,
    authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : null,
    credits,
    privacyContact,
    vapidPublicKey,
  };

  app.get(
    '/api/config',
    { config: { cacheable: true }, schema: { response: { 200: PublicConfig } } },
    async () => publicConfig,
  );

  // Readiness: whether this instance can serve calls now, which needs its database to answer and to
  // take writes (a full disk fails every write while reads go on). A load balancer
  // stops sending calls while it answers 503, and sends them again once it answers 200.
  // The database's going away and coming back are logged once each, by whoever asks here.
  app.get('/healthz', { config: { healthCheck: true } }, async (_request, reply) => {
    const database = await databaseAnswers();
    if (database.ok) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable' });
  });

  // Liveness: the process answers. It stays 200 while the database is away, so an orchestrator
  // does not restart instances that will recover by themselves.
  app.get('/livez', { config: { healthCheck: true } }, async () => ({ status: 'ok' }));
};
