import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api/ answer that is the same for everybody and may be kept by caches (the config). */
    cacheable?: boolean;
  }
}

/**
 * Every /api/ answer is about one player, or an error, at one moment: no browser or proxy may
 * keep it. Errors and unknown /api/ paths too.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && request.routeOptions.config.cacheable !== true) {
      reply.header('cache-control', 'no-store');
    }
    done();
  });
}
