import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RandomAnswerResult,
  SkipBody,
  VoteBody,
  VoteResponse,
  type NothingToJudgeReason,
} from '@words/contract/api/vote';
import { errors } from '@words/contract/errors';
import { messages } from '@words/contract/messages';
import { AppError } from '../app-error';
import type { Access } from '../policies/access';
import type { Judging } from '../votes/judging';

const NOTHING_TO_JUDGE: ReadonlySet<string> = new Set<NothingToJudgeReason>([
  'NO_MORE_QUESTIONS',
  'PLAY_TODAY_FIRST',
]);

/** The codes with which the judging queue says it has nothing for this judge now. */
function isNothingToJudge(code: string): code is NothingToJudgeReason {
  return NOTHING_TO_JUDGE.has(code);
}

export const voteRoutes: FastifyPluginAsyncTypebox<{ access: Access; judging: Judging }> = async (
  app,
  { access, judging },
) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  // The end of the queue is no error of the page: 200 with what is left to do (issue 29, 6).
  app.get('/random', { schema: { response: { 200: RandomAnswerResult } } }, async (request) => {
    try {
      return await judging.pickAnswer(request.uid);
    } catch (error) {
      if (!(error instanceof AppError) || !isNothingToJudge(error.code)) throw error;
      return { done: true, error: error.code, message: errors[error.code].message } as const;
    }
  });

  app.post(
    '/submit',
    { schema: { body: VoteBody, response: { 201: VoteResponse } } },
    async (request, reply) => {
      const { answer, notCountedYet } = await judging.castVote(request.uid, request.body);
      return reply.code(201).send({
        success: true,
        message: messages.voteCast,
        answer,
        ...(notCountedYet !== null && { notCountedYet }),
      });
    },
  );

  app.post('/skip', { schema: { body: SkipBody } }, async (request, reply) => {
    await judging.skip(request.uid, request.body);
    return reply.code(204).send();
  });
};
