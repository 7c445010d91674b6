import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ReportBody, ReportResponse } from '@words/contract/api/report';
import { messages } from '@words/contract/messages';
import type { Reporting } from '../moderation/reporting';
import type { Access } from '../policies/access';

/** POST /api/vote/report: beside the judge's other calls, in a plugin of its own. */
export const reportRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  reporting: Reporting;
}> = async (app, { access, reporting }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  app.post(
    '/report',
    { schema: { body: ReportBody, response: { 201: ReportResponse } } },
    async (request, reply) => {
      await reporting.report(request.uid, request.body);
      return reply.code(201).send({ success: true, message: messages.reportFiled });
    },
  );
};
