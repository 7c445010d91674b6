import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RandomAnswerResponse, VoteBody, VoteResponse } from '@words/contract/api/vote';
import { messages } from '@words/contract/messages';
import type { Game } from '../game';
import { authenticateWith, requireRegisteredIn } from '../plugins/authenticate';
import { castVote } from '../votes/cast-vote';
import { pickAnswerToJudge } from '../votes/pick-answer-to-judge';

export const voteRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  app.addHook('onRequest', authenticateWith(game.verifyIdToken));
  app.addHook('preHandler', requireRegisteredIn(game.players));

  app.get('/random', { schema: { response: { 200: RandomAnswerResponse } } }, async (request) =>
    pickAnswerToJudge(game.db, game.clock, game.config.periodDays, request.uid),
  );

  app.post(
    '/submit',
    { schema: { body: VoteBody, response: { 201: VoteResponse } } },
    async (request, reply) => {
      await castVote(game.db, game.clock, game.config.periodDays, request.uid, request.body);
      return reply.code(201).send({ success: true, message: messages.voteCast });
    },
  );
};
