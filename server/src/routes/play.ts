import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PastDayParams,
  PastDayResponse,
  SpellingQuestion,
  SubmitAnswerBody,
  SubmitAnswerResponse,
  WordOfTheDayResponse,
} from '@words/contract/api/play';
import { RegionsParams, RegionsResponse } from '@words/contract/api/regions';
import { ReportResponse, ReportShownBody } from '@words/contract/api/report';
import { messages } from '@words/contract/messages';
import type { Answers } from '../answers/answers';
import type { Crowd } from '../crowd/crowd';
import type { RegionalCrowd } from '../crowd/regional-crowd';
import type { Reporting } from '../moderation/reporting';
import type { Access } from '../policies/access';

export const playRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  answers: Answers;
  crowd: Crowd;
  regionalCrowd: RegionalCrowd;
  reporting: Reporting;
}> = async (app, { access, answers, crowd, regionalCrowd, reporting }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  app.get(
    '/word-of-the-day',
    { schema: { response: { 200: WordOfTheDayResponse } } },
    async (request) => {
      const today = await answers.todaysWord(request.uid);
      return { ...today, message: today.played ? messages.alreadyPlayed : messages.prompt };
    },
  );

  app.post(
    '/submit',
    {
      schema: {
        body: SubmitAnswerBody,
        response: { 200: SpellingQuestion, 201: SubmitAnswerResponse },
      },
    },
    async (request, reply) => {
      const filed = await answers.submit(request.uid, request.body);
      // Nothing filed: the page asks the player which spelling they mean.
      if ('ask' in filed) return reply.code(200).send(filed.ask);
      return reply.code(201).send({ success: true, ...filed, message: messages.answerFiled });
    },
  );

  app.get(
    '/day/:date',
    { schema: { params: PastDayParams, response: { 200: PastDayResponse } } },
    async (request) => crowd.pastDay(request.uid, request.params.date),
  );

  // «En México dijeron…»: today's once played, or a past day's.
  app.get(
    '/regions/:date',
    { schema: { params: RegionsParams, response: { 200: RegionsResponse } } },
    async (request) => regionalCrowd.of(request.uid, request.params.date),
  );

  // 'Denunciar' beside an answer of today's crowd or of a past day's page (decision 0043).
  app.post(
    '/day/:date/report',
    {
      schema: {
        params: PastDayParams,
        body: ReportShownBody,
        response: { 201: ReportResponse },
      },
    },
    async (request, reply) => {
      await reporting.reportShown(request.uid, request.params.date, request.body);
      return reply.code(201).send({ success: true, message: messages.reportFiled });
    },
  );
};
