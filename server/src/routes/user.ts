import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginResponse,
  ProfileResponse,
  RegisterBody,
  RegisterResponse,
} from '@words/contract/api/user';
import { playedWordsOf } from '../answers/played-words';
import type { Game } from '../game';
import { authenticateWith, requireRegisteredIn } from '../plugins/authenticate';
import { findPlayer } from '../players/players.repository';
import { registerPlayer } from '../players/register-player';

export const userRoutes: FastifyPluginAsyncTypebox<{ game: Game }> = async (app, { game }) => {
  app.addHook('onRequest', authenticateWith(game.verifyIdToken));

  app.post('/login', { schema: { response: { 200: LoginResponse } } }, async (request) => ({
    registered: (await findPlayer(game.db, request.uid)) !== undefined,
  }));

  app.post(
    '/register',
    { schema: { body: RegisterBody, response: { 201: RegisterResponse } } },
    async (request, reply) => {
      await registerPlayer(game.db, game.clock, request.uid, request.body);
      return reply.code(201).send({ success: true });
    },
  );

  app.get(
    '/profile',
    {
      preHandler: requireRegisteredIn(game.players),
      schema: { response: { 200: ProfileResponse } },
    },
    async (request) => ({
      alias: request.player?.alias ?? '',
      playedWords: await playedWordsOf(
        {
          db: game.db,
          clock: game.clock,
          periodDays: game.config.periodDays,
          rankings: game.rankings,
        },
        request.uid,
      ),
    }),
  );
};
