import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatedGroup,
  GroupDetail,
  GroupDone,
  GroupInvite,
  GroupNameBody,
  GroupsResponse,
  JoinedGroup,
  JoinGroupBody,
  NewInvite,
} from '@words/contract/api/groups';
import { RandomAnswerResult, SkipBody, VoteBody, VoteResponse } from '@words/contract/api/vote';
import { messages } from '@words/contract/messages';
import { Type } from 'typebox';
import type { Groups } from '../groups/groups';
import type { Judging } from '../judging/judging';
import type { Access } from '../policies/access';

const GroupParams = Type.Object({ id: Type.String() });
const MemberParams = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
});
const InviteParams = Type.Object({ code: Type.String() });

/** What an invitation link shows before joining: open to anybody, signed in or not. */
export const groupInviteRoutes: FastifyPluginAsyncTypebox<{ groups: Groups }> = async (
  app,
  { groups },
) => {
  app.get(
    '/invite/:code',
    { schema: { params: InviteParams, response: { 200: GroupInvite } } },
    async (request) => groups.invite(request.params.code),
  );
};

/** Peñas (PRODUCT.md, "Peñas"): for registered players who are not banned. */
export const groupRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  groups: Groups;
  judging: Judging;
}> = async (app, { access, groups, judging }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);
  const done = { success: true } as const;

  app.get('/', { schema: { response: { 200: GroupsResponse } } }, async (request) =>
    groups.list(request.uid),
  );

  app.post(
    '/',
    { schema: { body: GroupNameBody, response: { 201: CreatedGroup } } },
    async (request, reply) =>
      reply.code(201).send(await groups.create(request.uid, request.body.name)),
  );

  app.post(
    '/join',
    { schema: { body: JoinGroupBody, response: { 200: JoinedGroup, 201: JoinedGroup } } },
    async (request, reply) => {
      const { joined, group } = await groups.join(request.uid, request.body.code);
      return reply.code(joined ? 201 : 200).send(group);
    },
  );

  app.get(
    '/:id',
    { schema: { params: GroupParams, response: { 200: GroupDetail } } },
    async (request) => groups.detail(request.uid, request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { params: GroupParams, body: GroupNameBody, response: { 200: JoinedGroup } } },
    async (request) => groups.rename(request.uid, request.params.id, request.body.name),
  );

  app.delete(
    '/:id',
    { schema: { params: GroupParams, response: { 200: GroupDone } } },
    async (request) => {
      await groups.delete(request.uid, request.params.id);
      return done;
    },
  );

  app.post(
    '/:id/leave',
    { schema: { params: GroupParams, response: { 200: GroupDone } } },
    async (request) => {
      await groups.leave(request.uid, request.params.id);
      return done;
    },
  );

  app.post(
    '/:id/invite',
    { schema: { params: GroupParams, response: { 201: NewInvite } } },
    async (request, reply) =>
      reply.code(201).send(await groups.newInvite(request.uid, request.params.id)),
  );

  app.delete(
    '/:id/members/:memberId',
    { schema: { params: MemberParams, response: { 200: GroupDone } } },
    async (request) => {
      await groups.removeMember(request.uid, request.params.id, request.params.memberId);
      return done;
    },
  );

  // 'Puntuar en la peña' (decision 0061): /rate's calls within the peña.
  app.get(
    '/:id/vote/random',
    { schema: { params: GroupParams, response: { 200: RandomAnswerResult } } },
    async (request) => judging.inPena(request.params.id).pickAnswer(request.uid),
  );

  app.post(
    '/:id/vote/submit',
    { schema: { params: GroupParams, body: VoteBody, response: { 201: VoteResponse } } },
    async (request, reply) => {
      const voted = await judging.inPena(request.params.id).castVote(request.uid, request.body);
      return reply
        .code(201)
        .send({ success: true, message: messages.voteCast, answer: voted.answer });
    },
  );

  app.post(
    '/:id/vote/skip',
    { schema: { params: GroupParams, body: SkipBody } },
    async (request, reply) => {
      await judging.inPena(request.params.id).skip(request.uid, request.body);
      return reply.code(204).send();
    },
  );
};
