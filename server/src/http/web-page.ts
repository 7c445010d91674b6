import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/**
 * Serves the page's production build, compressed ahead of time: hashed assets cached for a year,
 * and index.html for every client route, so /play or /profile reload into the app. /api paths
 * that do not exist stay JSON, and so does /metrics: a scraper pointed at the game's port instead
 * of the metrics listener's reads a 404, not the page.
 */
/** Paths of the server, never the page's routes: an unknown one answers the JSON 404. */
const SERVER_PATHS = ['/api', '/metrics'];

const isServerPath = (url: string) =>
  SERVER_PATHS.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

export async function registerWebPage(app: FastifyInstance, webDist: string | null): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasPage = index !== null && fs.existsSync(index);
  if (hasPage) {
    await app.register(fastifyStatic, {
      root: webDist as string,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; each browser gets what it accepts.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRoute =
      hasPage &&
      // HEAD answers what GET does, without the body (Node leaves it out).
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(request.url);
    if (isPageRoute) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(reply, 'NOT_FOUND');
  });
}
