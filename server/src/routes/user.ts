import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginResponse,
  ProfileResponse,
  RegisterBody,
  RegisterResponse,
  UserStatsResponse,
} from '@words/contract/api/user';
import { RegionBody, RegionResponse, SetRegionResponse } from '@words/contract/api/regions';
import { messages } from '@words/contract/messages';
import { playerOf, type Access } from '../policies/access';
import type { PlayerRegion } from '../players/player-region';
import type { Players } from '../players/players';
import type { PlayerFigures } from '../profile/player-figures';
import type { Profile } from '../profile/profile';
import type { JudgeFigures } from '../judging/judge-figures';

export const userRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  players: Players;
  profile: Profile;
  judgeFigures: JudgeFigures;
  playerFigures: PlayerFigures;
  playerRegion: PlayerRegion;
}> = async (app, { access, players, profile, judgeFigures, playerFigures, playerRegion }) => {
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

  app.get(
    '/stats',
    { preHandler: access.registered, schema: { response: { 200: UserStatsResponse } } },
    async (request) => ({
      judge: await judgeFigures.of(request.uid),
      player: await playerFigures.of(request.uid),
    }),
  );

  // '¿De dónde es tu español?': read, chosen, changed or removed (null) by the player alone.
  app.get(
    '/region',
    { preHandler: access.registered, schema: { response: { 200: RegionResponse } } },
    async (request) => ({ region: await playerRegion.of(request.uid) }),
  );

  app.put(
    '/region',
    {
      preHandler: access.registered,
      schema: { body: RegionBody, response: { 200: SetRegionResponse } },
    },
    async (request) => {
      const region = await playerRegion.choose(request.uid, request.body.region);
      return { region, message: region === null ? messages.regionRemoved : messages.regionSaved };
    },
  );
};
