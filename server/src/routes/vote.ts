import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RandomAnswerResult, SkipBody, VoteBody, VoteResponse } from '@words/contract/api/vote';
import { messages } from '@words/contract/messages';
import type { Access } from '../policies/access';
import type { Judging } from '../judging/judging';

export const voteRoutes: FastifyPluginAsyncTypebox<{ access: Access; judging: Judging }> = async (
  app,
  { access, judging },
) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  // The end of the queue is no error of the page: 200 with what is left to do (issue 29, 6).
  app.get('/random', { schema: { response: { 200: RandomAnswerResult } } }, async (request) =>
    judging.public.pickAnswer(request.uid),
  );

  app.post(
    '/submit',
    { schema: { body: VoteBody, response: { 201: VoteResponse } } },
    async (request, reply) => {
      const { answer, notCountedYet } = await judging.public.castVote(request.uid, request.body);
      return reply.code(201).send({
        success: true,
        message: messages.voteCast,
        answer,
        ...(notCountedYet !== null && { notCountedYet }),
      });
    },
  );

  app.post('/skip', { schema: { body: SkipBody } }, async (request, reply) => {
    await judging.public.skip(request.uid, request.body);
    return reply.code(204).send();
  });
};
