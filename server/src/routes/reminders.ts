import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPushBody,
  CalendarResponse,
  ReminderSettings,
  RemindersResponse,
  RemovePushBody,
} from '@words/contract/api/reminders';
import { entityTag, matches } from '../http/entity-tag';
import type { Access } from '../policies/access';
import type { Reminders } from '../reminders/reminders';

/** 'Recordatorios' in 'Mis partidas': the settings, this device's notifications, the calendar. */
export const reminderRoutes: FastifyPluginAsyncTypebox<{
  access: Access;
  reminders: Reminders;
}> = async (app, { access, reminders }) => {
  app.addHook('onRequest', access.signedIn);
  app.addHook('preHandler', access.registered);
  const answers = { response: { 200: RemindersResponse } };

  app.get('/', { schema: answers }, async (request) => reminders.of(request.uid));

  app.put('/', { schema: { body: ReminderSettings, ...answers } }, async (request) =>
    reminders.save(request.uid, request.body),
  );

  app.post('/push', { schema: { body: AddPushBody, ...answers } }, async (request) =>
    reminders.addDevice(request.uid, request.body.subscription),
  );

  app.delete('/push', { schema: { body: RemovePushBody, ...answers } }, async (request) =>
    reminders.removeDevice(request.uid, request.body.endpoint),
  );

  app.post(
    '/calendar',
    { schema: { response: { 201: CalendarResponse } } },
    async (request, reply) => {
      const token = await reminders.newCalendar(request.uid);
      const origin = `${request.protocol}://${request.host}`;
      return reply.code(201).send({ url: `${origin}/calendar/${token}.ics` });
    },
  );
};

/** The private calendar address: no sign-in, the token is the key (a new one ends it: 404). */
export const calendarRoutes: FastifyPluginAsyncTypebox<{ reminders: Reminders }> = async (
  app,
  { reminders },
) => {
  app.get<{ Params: { token: string } }>('/calendar/:token', async (request, reply) => {
    // The parameter is the token with .ics after it.
    const token = request.params.token.replace(/\.ics$/, '');
    const origin = `${request.protocol}://${request.host}`;
    const calendar = await reminders.calendar(token, `${origin}/play`);
    const etag = entityTag(calendar);
    // Calendar apps fetch it every few hours: asked again, an unchanged one is 304, no body.
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="words.ics"')
      .send(calendar);
  });
};
