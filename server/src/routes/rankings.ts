import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PeriodParams,
  PeriodRankingResponse,
  RankingPeriodsResponse,
} from '@words/contract/api/rankings';
import { RegionalWeekParams, RegionalWeekResponse } from '@words/contract/api/regions';
import type { Access } from '../policies/access';
import type { Rankings } from '../rankings/rankings';
import type { RegionalWeek } from '../rankings/regional-week';

export const rankingRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  rankings: Rankings;
  regionalWeek: RegionalWeek;
}> = async (app, { access, rankings, regionalWeek }) => {
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

  // The map of the week (decision 0076).
  app.get(
    '/:period/regions',
    { schema: { params: RegionalWeekParams, response: { 200: RegionalWeekResponse } } },
    async (request) => regionalWeek.of(request.params.period, request.uid),
  );
};
