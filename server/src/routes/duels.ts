import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedDuel,
  CrowdDuel,
  DuelCounted,
  DuelDetail,
  DuelInvite,
  DuelNudged,
  DuelsResponse,
  DuelWordBody,
  DuelWordFiled,
  JoinDuelBody,
  JoinedDuel,
  NewDuelBody,
} from '@words/contract/api/duels';
import { SpellingQuestion } from '@words/contract/api/play';
import { Type } from 'typebox';
import type { Duels } from '../duels/duels';
import type { Access } from '../policies/access';

const DuelParams = Type.Object({ id: Type.String() });
const RoundParams = Type.Object({ id: Type.String(), round: Type.String() });
const InviteParams = Type.Object({ code: Type.String() });

/** What /mente/CODE shows before joining: open to anybody, signed in or not. */
export const duelInviteRoutes: FastifyPluginAsyncTypebox<{ duels: Duels }> = async (
  app,
  { duels },
) => {
  app.get(
    '/invite/:code',
    { schema: { params: InviteParams, response: { 200: DuelInvite } } },
    async (request) => duels.invite(request.params.code),
  );
};

/** Mente gemela: for registered players who are not banned. */
export const duelRoutes: FastifyPluginAsyncTypebox<{ access: Access; duels: Duels }> = async (
  app,
  { access, duels },
) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);

  app.get('/', { schema: { response: { 200: DuelsResponse } } }, async (request) =>
    duels.list(request.uid),
  );

  app.post(
    '/',
    {
      schema: { body: NewDuelBody, response: { 201: CreatedDuel } },
      // Fastify checks an absent body as null, which the object schema refuses (Type.Optional does
      // not say otherwise in JSON Schema): no body at all is the duel by link, as `{}`. A JSON
      // `null` is still refused as on every other route.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request, reply) => reply.code(201).send(await duels.create(request.uid, request.body)),
  );

  app.post(
    '/join',
    { schema: { body: JoinDuelBody, response: { 200: JoinedDuel, 201: JoinedDuel } } },
    async (request, reply) => {
      const { joined, id } = await duels.join(request.uid, request.body.code);
      return reply.code(joined ? 201 : 200).send({ id });
    },
  );

  app.post(
    '/crowd',
    { schema: { response: { 200: CrowdDuel, 201: CrowdDuel } } },
    async (request, reply) => {
      const { made, id } = await duels.againstCrowd(request.uid);
      return reply.code(made ? 201 : 200).send({ id });
    },
  );

  app.get(
    '/:id',
    { schema: { params: DuelParams, response: { 200: DuelDetail } } },
    async (request) => duels.detail(request.uid, request.params.id),
  );

  app.post(
    '/:id/rounds',
    {
      schema: {
        params: DuelParams,
        body: DuelWordBody,
        response: { 200: SpellingQuestion, 201: DuelWordFiled },
      },
    },
    async (request, reply) => {
      const filed = await duels.answer(request.uid, request.params.id, request.body);
      // Nothing filed: the page asks which spelling the player means, as /play does.
      if ('ask' in filed) return reply.code(200).send(filed.ask);
      return reply.code(201).send(filed);
    },
  );

  app.post(
    '/:id/rounds/:round/count',
    { schema: { params: RoundParams, response: { 200: DuelCounted } } },
    async (request) => duels.count(request.uid, request.params.id, request.params.round),
  );

  // «Te toca»: once a day, to the other player the caller waits on.
  app.post(
    '/:id/nudge',
    { schema: { params: DuelParams, response: { 201: DuelNudged } } },
    async (request, reply) =>
      reply.code(201).send(await duels.nudge(request.uid, request.params.id)),
  );
};
