import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginResponse,
  ProfileResponse,
  RegisterBody,
  RegisterResponse,
} from '@words/contract/api/user';
import { playerOf, type Access } from '../plugins/authenticate';
import type { Players } from '../players/players';
import type { Profile } from '../profile/profile';

export const userRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  players: Players;
  profile: Profile;
}> = async (app, { access, players, profile }) => {
  app.addHook('onRequest', access.signedIn);

  app.post('/login', { schema: { response: { 200: LoginResponse } } }, async (request) => ({
    registered: await players.isRegistered(request.uid),
  }));

  app.post(
    '/register',
    { schema: { body: RegisterBody, response: { 201: RegisterResponse } } },
    async (request, reply) => {
      await players.register(request.uid, request.body);
      return reply.code(201).send({ success: true });
    },
  );

  app.get(
    '/profile',
    { preHandler: access.registered, schema: { response: { 200: ProfileResponse } } },
    async (request) => profile.of(playerOf(request)),
  );
};
