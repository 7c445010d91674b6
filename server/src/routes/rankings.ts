import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PeriodParams,
  PeriodRankingResponse,
  RankingPeriodsResponse,
} from '@words/contract/api/rankings';
import type { Game } from '../game';
import { authenticateWith, requireRegisteredIn } from '../plugins/authenticate';

export const rankingRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  app.addHook('onRequest', authenticateWith(game.verifyIdToken));
  app.addHook('preHandler', requireRegisteredIn(game.players));

  app.get('/', { schema: { response: { 200: RankingPeriodsResponse } } }, async () => ({
    periods: await game.rankings.closedPeriods(),
  }));

  app.get(
    '/:period',
    { schema: { params: PeriodParams, response: { 200: PeriodRankingResponse } } },
    async (request) => game.rankings.periodRanking(request.params.period, request.uid),
  );
};
