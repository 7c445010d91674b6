import type { FastifyInstance } from 'fastify';
import type { GameEvent, Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error code of an answer in the error shape, set where that answer is made. */
    refusal: string | null;
  }
}

/**
 * The calls that are a game event when they succeed, by method and route pattern. A route named
 * here before it exists costs nothing: its counter starts counting the day the route is served.
 */
export const GAME_EVENTS: Record<string, GameEvent> = {
  'POST /api/play/submit': 'answerFiled',
  'POST /api/vote/submit': 'voteCast',
  'POST /api/vote/report': 'report',
};

/** URLs that match no route share one label, so junk paths cannot make new time series. */
const UNMATCHED = 'unmatched';

/** One hook counts every answer: its time by route and status, game events and refusals. */
export function registerCallCounting(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    metrics.requestFinished(request.method, route, status, reply.elapsedTime / 1000);
    const event = GAME_EVENTS[`${request.method} ${route}`];
    if (event && status >= 200 && status < 300) metrics.game(event);
    if (request.refusal) metrics.refused(request.refusal);
    done();
  });
}
