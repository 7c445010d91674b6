import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataExport } from '@words/contract/api/export';
import type { Account } from '../account/account';
import type { Access } from '../policies/access';

/** The player's own data: download it, or delete the account. A ban does not take these away. */
export const accountRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  account: Account;
}> = async (app, { access, account }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.owner);

  app.get('/export', { schema: { response: { 200: DataExport } } }, async (request, reply) => {
    const data = await account.export(request.uid);
    return reply
      .header('content-disposition', 'attachment; filename="words-mis-datos.json"')
      .send(data);
  });

  app.delete('/', async (request, reply) => {
    await account.delete(request.uid);
    return reply.code(204).send();
  });
};
