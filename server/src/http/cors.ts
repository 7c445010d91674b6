import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The page is served by the server itself, so by default no other origin may call the API from a
 * browser: no CORS headers at all. CORS_ORIGINS names the origins that may (a page hosted
 * elsewhere). The API takes a Bearer token, never a cookie, so no credentials are allowed.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['authorization', 'content-type'],
    credentials: false,
    maxAge: 600,
  });
}
