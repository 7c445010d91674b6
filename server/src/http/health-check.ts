import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A health check (/healthz, /livez): a load balancer calls it every second or so from one
     * address, so it is never rate-limited and its access line is at debug level.
     */
    healthCheck?: boolean;
  }
}

export function isHealthCheck(request: FastifyRequest): boolean {
  return request.routeOptions.config.healthCheck === true;
}
