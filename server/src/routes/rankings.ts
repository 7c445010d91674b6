import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PeriodParams,
  PeriodRankingResponse,
  RankingPeriodsResponse,
} from '@words/contract/api/rankings';
import type { Access } from '../policies/access';
import type { Rankings } from '../rankings/rankings';

export const rankingRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  rankings: Rankings;
}> = async (app, { access, rankings }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  app.get('/', { schema: { response: { 200: RankingPeriodsResponse } } }, async () =>
    rankings.periods(),
  );

  app.get(
    '/:period',
    { schema: { params: PeriodParams, response: { 200: PeriodRankingResponse } } },
    async (request) => rankings.periodRanking(request.params.period, request.uid),
  );
};
