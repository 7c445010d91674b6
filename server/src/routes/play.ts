import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SubmitAnswerBody,
  SubmitAnswerResponse,
  WordOfTheDayResponse,
} from '@words/contract/api/play';
import { dayOf } from '@words/contract/day';
import { messages } from '@words/contract/messages';
import { hasAnswered } from '../answers/answers.repository';
import { submitAnswer } from '../answers/submit-answer';
import type { Game } from '../game';
import { authenticateWith, requireRegisteredIn } from '../plugins/authenticate';

export const playRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  app.addHook('onRequest', authenticateWith(game.verifyIdToken));
  app.addHook('preHandler', requireRegisteredIn(game.players));

  app.get(
    '/word-of-the-day',
    { schema: { response: { 200: WordOfTheDayResponse } } },
    async (request) => {
      const date = dayOf(game.clock.now());
      const word = await game.words.wordFor(date);
      const played = await hasAnswered(game.db, request.uid, date);
      return { date, word, played, message: played ? messages.alreadyPlayed : messages.prompt };
    },
  );

  app.post(
    '/submit',
    { schema: { body: SubmitAnswerBody, response: { 201: SubmitAnswerResponse } } },
    async (request, reply) => {
      const filed = await submitAnswer(
        {
          db: game.db,
          clock: game.clock,
          words: game.words,
          dictionary: await game.dictionary,
          periodDays: game.config.periodDays,
        },
        request.uid,
        request.body,
      );
      return reply.code(201).send({ success: true, ...filed, message: messages.answerFiled });
    },
  );
};
