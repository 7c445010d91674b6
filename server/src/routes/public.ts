import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicConfig } from '@words/contract/api/config';
import { sql } from 'kysely';
import type { Game } from '../game';

/** The calls anybody may make: the page's settings and the health check. */
export const publicRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  const { firebase, authEmulatorHost, credits } = game.config;
  const publicConfig: PublicConfig = {
    firebase,
    authEmulatorUrl: authEmulatorHost ? `http://${authEmulatorHost}` : null,
    credits,
  };

  app.get('/api/config', { schema: { response: { 200: PublicConfig } } }, async () => publicConfig);

  app.get('/healthz', async (request, reply) => {
    try {
      await sql`select 1`.execute(game.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
