import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address once read by clientAddressOf; null before. */
    clientAddress: string | null;
  }
}

/** Every request may have its client's address read once (clientAddressOf). */
export function rememberClientAddresses(app: FastifyInstance): void {
  app.decorateRequest('clientAddress', null);
}

/**
 * `request.ip`, read once per request: behind a trusted proxy Fastify works it out anew from
 * X-Forwarded-For at every read, parsing each hop, and the per-address limit and the access line
 * both need it.
 */
export function clientAddressOf(request: FastifyRequest): string {
  request.clientAddress ??= request.ip;
  return request.clientAddress;
}
